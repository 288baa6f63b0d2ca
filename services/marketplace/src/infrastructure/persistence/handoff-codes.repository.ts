import type { HandoffCodeKind } from '@oneway/contracts';
import type { Queryable } from '@oneway/eventstore';
import { generateHandoffCode, hashHandoffCode, type HashedHandoffCode } from '../crypto/handoff-code.crypto.js';
import type { CodeSealer } from '../crypto/code-sealer.js';

/** The secrets behind a shipment's pickup and delivery codes (never in events). */
export class HandoffCodesRepository {
  constructor(private readonly sealer: CodeSealer) {}

  /** New codes for a fresh match; a re-match after the traveler gave up replaces the old ones. */
  async issue(db: Queryable, shipmentId: string): Promise<void> {
    for (const kind of ['pickup', 'delivery'] as const) {
      const code = generateHandoffCode();
      const { hash, salt } = hashHandoffCode(code);
      await db.query(
        `INSERT INTO handoff_codes (shipment_id, kind, code_hash, code_salt, sealed_code) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (shipment_id, kind) DO UPDATE SET code_hash = EXCLUDED.code_hash, code_salt = EXCLUDED.code_salt,
           sealed_code = EXCLUDED.sealed_code, created_at = now()`,
        [shipmentId, kind, hash, salt, this.sealer.seal(code)],
      );
    }
  }

  async revoke(db: Queryable, shipmentId: string): Promise<void> {
    await db.query('DELETE FROM handoff_codes WHERE shipment_id = $1', [shipmentId]);
  }

  async hashed(db: Queryable, shipmentId: string, kind: HandoffCodeKind): Promise<HashedHandoffCode | null> {
    const { rows } = await db.query<{ code_hash: string; code_salt: string }>(
      'SELECT code_hash, code_salt FROM handoff_codes WHERE shipment_id = $1 AND kind = $2',
      [shipmentId, kind],
    );
    return rows[0] ? { hash: rows[0].code_hash, salt: rows[0].code_salt } : null;
  }

  async reveal(db: Queryable, shipmentId: string, kind: HandoffCodeKind): Promise<string | null> {
    const { rows } = await db.query<{ sealed_code: string }>(
      'SELECT sealed_code FROM handoff_codes WHERE shipment_id = $1 AND kind = $2',
      [shipmentId, kind],
    );
    return rows[0] ? this.sealer.open(rows[0].sealed_code) : null;
  }
}
