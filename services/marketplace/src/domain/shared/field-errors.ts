import type { FieldError } from '@oneway/contracts';

/** Collects every broken rule of one input so the caller sees them all at once. */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  check(ok: boolean, field: string, message: string): boolean {
    if (!ok) this.add(field, message);
    return ok;
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

export function optionalText(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}
