import type { StoredEvent } from '@oneway/eventstore';
import type pg from 'pg';
import { countryOf } from '../../domain/shared/location.js';
import {
  badgeRows,
  METRIC_COLUMNS,
  statsOf,
  upsertBadges,
  type BadgeRow,
  type Stats,
} from './user-achievements.rows.js';

type Created = {
  shipmentId: string;
  senderId: string;
  toLocation: string;
  paymentAmount: number;
  currency: string;
  details?: { latestDeliveryDate?: string };
};

interface Sender {
  stats: Stats;
  countries: Set<string>;
  at: string;
  /** Each badge's row after the run, unlocked at the first event that reached it. */
  badges: Map<string, BadgeRow>;
}

/**
 * The user_stats side of a run of `marketplace.shipment.created` events in three statements
 * (read the senders, write shipments + countries + counts, write badges) instead of seven per
 * event. The run is replayed event by event in memory from the senders' rows, so the result is
 * exactly what applying the events one at a time gives: the same counts, `last_updated` of
 * the last event, and each badge unlocked at the event that reached it (a rebuild in other
 * batch sizes gives the same rows).
 */
export async function applyListed(tx: pg.PoolClient, events: StoredEvent[]): Promise<void> {
  const listed = events.map((e) => {
    const d = e.data as Created;
    return { ...d, toCountry: countryOf(d.toLocation), at: e.occurredAt };
  });
  const senders = await readSenders(tx, [...new Set(listed.map((l) => l.senderId))]);
  const newCountries: { user_id: string; country: string }[] = [];
  for (const l of listed) {
    const s = senders.get(l.senderId)!;
    s.stats.totalShipmentsSent += 1;
    if (!s.countries.has(l.toCountry)) {
      s.countries.add(l.toCountry);
      newCountries.push({ user_id: l.senderId, country: l.toCountry });
    }
    s.stats.totalCountriesShippedTo = s.countries.size;
    s.at = l.at;
    for (const row of badgeRows(l.senderId, s.stats, l.at)) {
      const before = s.badges.get(row.badgeId);
      s.badges.set(row.badgeId, { ...row, unlockedAt: before?.unlockedAt ?? row.unlockedAt });
    }
  }
  await tx.query({
    // Named, as every statement run per batch here: prepared once per connection.
    name: 'marketplace_user_stats_listed',
    text: `WITH shipments AS (
       INSERT INTO user_stats_shipments (shipment_id, sender_id, to_country, latest_delivery_date, payment_amount, currency)
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS r(shipment_id uuid, sender_id uuid, to_country text, latest_delivery_date date, payment_amount bigint, currency text)
       ON CONFLICT DO NOTHING RETURNING 1
     ), countries AS (
       INSERT INTO user_stats_countries (user_id, role, country)
       SELECT r.user_id, 'sent', r.country FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, country text)
       ON CONFLICT DO NOTHING RETURNING 1
     )
     INSERT INTO user_stats (user_id, total_shipments_sent, total_countries_shipped_to, last_updated)
     SELECT r.user_id, r.sent, r.countries, r.at FROM jsonb_to_recordset($3::jsonb) AS r(user_id uuid, sent int, countries int, at timestamptz)
     ON CONFLICT (user_id) DO UPDATE SET total_shipments_sent = EXCLUDED.total_shipments_sent,
       total_countries_shipped_to = EXCLUDED.total_countries_shipped_to, last_updated = EXCLUDED.last_updated`,
    values: [
      JSON.stringify(
        listed.map((l) => ({
          shipment_id: l.shipmentId,
          sender_id: l.senderId,
          to_country: l.toCountry,
          latest_delivery_date: l.details?.latestDeliveryDate ?? null,
          payment_amount: l.paymentAmount,
          currency: l.currency,
        })),
      ),
      JSON.stringify(newCountries),
      JSON.stringify(
        [...senders].map(([userId, s]) => ({
          user_id: userId,
          sent: s.stats.totalShipmentsSent,
          countries: s.stats.totalCountriesShippedTo,
          at: s.at,
        })),
      ),
    ],
  });
  await upsertBadges(
    tx,
    [...senders.values()].flatMap((s) => [...s.badges.values()]),
  );
}

const READ_SENDERS_SQL = `SELECT u.id, ${Object.values(METRIC_COLUMNS)
  .map((c) => `s.${c}`)
  .join(', ')},
       ARRAY(SELECT c.country FROM user_stats_countries c WHERE c.user_id = u.id AND c.role = 'sent') AS countries
  FROM unnest($1::uuid[]) AS u(id) LEFT JOIN user_stats s ON s.user_id = u.id`;

/** The senders' stats and the countries they have shipped to, as they stand. */
async function readSenders(tx: pg.PoolClient, ids: string[]): Promise<Map<string, Sender>> {
  const { rows } = await tx.query<Record<string, unknown> & { id: string; countries: string[] }>({
    name: 'marketplace_read_senders',
    text: READ_SENDERS_SQL,
    values: [ids],
  });
  return new Map(
    rows.map((r) => [r.id, { stats: statsOf(r), countries: new Set(r.countries), at: '', badges: new Map() }]),
  );
}
