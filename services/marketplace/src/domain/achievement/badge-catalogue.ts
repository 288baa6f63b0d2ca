import type { Badge } from '@oneway/contracts';

/** The user_stats counters a badge's requirement may name. */
export type StatMetric =
  | 'totalShipmentsSent'
  | 'totalShipmentsDelivered'
  | 'totalCountriesShippedTo'
  | 'totalCountriesDeliveredTo'
  | 'totalReviewsReceived'
  | 'perfectDeliveries'
  | 'fastDeliveries'
  | 'consecutiveOnTimeDeliveries';

export type CatalogueBadge = Badge & { requirements: { metric: StatMetric; threshold: number } };

const badge = (
  id: string,
  name: string,
  description: string,
  category: Badge['category'],
  icon: string,
  tier: Badge['tier'],
  metric: StatMetric,
  threshold: number,
  pointsValue: number,
): CatalogueBadge => ({
  id,
  name,
  description,
  type: 'milestone',
  category,
  icon,
  tier,
  requirements: { metric, threshold },
  pointsValue,
});

/**
 * The badges (spec §3 badges) as data: each is unlocked when one user_stats counter reaches
 * its threshold. Ids are stable: user_achievements and unlock events refer to them.
 */
export const BADGE_CATALOGUE: readonly CatalogueBadge[] = [
  badge(
    'first-delivery',
    'First Delivery',
    'Deliver your first package as a traveler.',
    'traveler',
    'package-check',
    'bronze',
    'totalShipmentsDelivered',
    1,
    10,
  ),
  badge(
    'delivery-pro',
    'Delivery Pro',
    'Deliver 10 packages.',
    'traveler',
    'truck',
    'silver',
    'totalShipmentsDelivered',
    10,
    50,
  ),
  badge(
    'delivery-legend',
    'Delivery Legend',
    'Deliver 50 packages.',
    'traveler',
    'trophy',
    'gold',
    'totalShipmentsDelivered',
    50,
    200,
  ),
  badge(
    'globetrotter',
    'Globetrotter',
    'Deliver to 3 different countries.',
    'traveler',
    'globe',
    'silver',
    'totalCountriesDeliveredTo',
    3,
    40,
  ),
  badge(
    'five-star',
    'Five-Star Traveler',
    'Get a 5-star review for a delivery.',
    'traveler',
    'star',
    'bronze',
    'perfectDeliveries',
    1,
    15,
  ),
  badge(
    'five-star-gold',
    'Perfectionist',
    'Get 10 five-star reviews for deliveries.',
    'traveler',
    'stars',
    'gold',
    'perfectDeliveries',
    10,
    150,
  ),
  badge(
    'speedy',
    'Speedy',
    'Deliver 3 packages within 3 days of pickup.',
    'traveler',
    'zap',
    'silver',
    'fastDeliveries',
    3,
    40,
  ),
  badge(
    'on-time-streak',
    'Always On Time',
    'Deliver 5 packages in a row by their delivery date.',
    'traveler',
    'clock',
    'gold',
    'consecutiveOnTimeDeliveries',
    5,
    100,
  ),
  badge(
    'first-shipment',
    'First Shipment',
    'Send your first package.',
    'sender',
    'send',
    'bronze',
    'totalShipmentsSent',
    1,
    10,
  ),
  badge(
    'frequent-shipper',
    'Frequent Shipper',
    'Send 10 packages.',
    'sender',
    'boxes',
    'silver',
    'totalShipmentsSent',
    10,
    50,
  ),
  badge(
    'world-shipper',
    'World Shipper',
    'Send packages to 3 different countries.',
    'sender',
    'map',
    'silver',
    'totalCountriesShippedTo',
    3,
    40,
  ),
  badge(
    'well-reviewed',
    'Well Reviewed',
    'Receive 5 reviews.',
    'community',
    'message-star',
    'silver',
    'totalReviewsReceived',
    5,
    30,
  ),
];

export const badgeById = (id: string): CatalogueBadge | undefined => BADGE_CATALOGUE.find((b) => b.id === id);

/** A badge's progress for given stats: capped at the threshold. */
export function progressOf(b: CatalogueBadge, stats: Readonly<Record<StatMetric, number>>): number {
  return Math.min(stats[b.requirements.metric] ?? 0, b.requirements.threshold);
}
