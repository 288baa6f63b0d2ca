import type { Queryable } from '@oneway/eventstore';

export interface PaymentMethodRow {
  id: string;
  userId: string;
  type: 'card' | 'bank_account';
  providerRef: string;
  isDefault: boolean;
  details: Record<string, unknown> & { last4: string };
  createdAt: string;
}

interface Row {
  id: string;
  user_id: string;
  type: 'card' | 'bank_account';
  provider_ref: string;
  is_default: boolean;
  details: PaymentMethodRow['details'];
  created_at: Date;
}

const fromRow = (r: Row): PaymentMethodRow => ({
  id: r.id,
  userId: r.user_id,
  type: r.type,
  providerRef: r.provider_ref,
  isDefault: r.is_default,
  details: r.details,
  createdAt: r.created_at.toISOString(),
});

export async function listPaymentMethods(db: Queryable, userId: string): Promise<PaymentMethodRow[]> {
  const { rows } = await db.query<Row>('SELECT * FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id', [
    userId,
  ]);
  return rows.map(fromRow);
}

/** Only the caller's own methods are ever found. */
export async function findPaymentMethod(
  db: Queryable,
  userId: string,
  methodId: string,
): Promise<PaymentMethodRow | null> {
  const { rows } = await db.query<Row>('SELECT * FROM payment_methods WHERE user_id = $1 AND id = $2', [
    userId,
    methodId,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findDefaultMethod(
  db: Queryable,
  userId: string,
  type: 'card' | 'bank_account',
): Promise<PaymentMethodRow | null> {
  const { rows } = await db.query<Row>(
    'SELECT * FROM payment_methods WHERE user_id = $1 AND type = $2 AND is_default',
    [userId, type],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** What the browser may see: never the provider reference. */
export function toMethodView(m: PaymentMethodRow) {
  return { id: m.id, type: m.type, isDefault: m.isDefault, details: m.details, createdAt: m.createdAt };
}
