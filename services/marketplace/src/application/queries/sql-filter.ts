/** Builds a parameterised WHERE clause; `%s` in a condition becomes that value's placeholder. */
export class SqlFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  where(condition: string, ...values: unknown[]): this {
    let sql = condition;
    for (const v of values) {
      this.params.push(v);
      sql = sql.replace('%s', `$${this.params.length}`);
    }
    this.conditions.push(sql);
    return this;
  }

  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
