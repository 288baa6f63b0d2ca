import type { Projection, StoredEvent } from '@oneway/eventstore';

/** `traveler_stats`: what a public traveler profile shows beside identity's name and the reviews' rating. */
export const travelerStatsProjection: Projection = {
  name: 'marketplace.traveler_stats',
  handles: ['marketplace.shipment.delivered', 'marketplace.trip.completed', 'marketplace.shipment.traveler_cancelled'],
  async apply(event: StoredEvent, tx) {
    const { rowCount } = await tx.query(
      'INSERT INTO traveler_stats_applied (event_id) VALUES ($1) ON CONFLICT DO NOTHING',
      [event.id],
    );
    if (!rowCount) return;
    const data = event.data as { travelerId: string };
    const column =
      event.type === 'marketplace.shipment.delivered'
        ? 'delivered_shipments'
        : event.type === 'marketplace.trip.completed'
          ? 'completed_trips'
          : 'cancelled_matches';
    await tx.query(
      `INSERT INTO traveler_stats (user_id, ${column}) VALUES ($1, 1)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = traveler_stats.${column} + 1`,
      [data.travelerId],
    );
  },
  async reset(tx) {
    await tx.query('TRUNCATE traveler_stats, traveler_stats_applied');
  },
};
