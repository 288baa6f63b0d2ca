import { ids, NOW } from '../../../test/support/marketplace-fixtures.js';
import { deciderSpecification } from '../../../test/support/decider-specification.js';
import { achievementDecider } from './achievement.decider.js';
import { BADGE_CATALOGUE, progressOf } from './badge-catalogue.js';

const { given } = deciderSpecification(achievementDecider, NOW);
const unlocked = {
  type: 'marketplace.achievement.unlocked' as const,
  data: { userId: ids.traveler, badgeId: 'first-delivery', badgeName: 'First Delivery', tier: 'bronze' as const },
};

describe('achievements', () => {
  it('a badge is unlocked once per person', () => {
    given().when({ type: 'unlock', userId: ids.traveler, badgeId: 'first-delivery' }).then([unlocked]);
    given(unlocked).when({ type: 'unlock', userId: ids.traveler, badgeId: 'first-delivery' }).then([]);
  });
  it('a badge outside the catalogue is never unlocked', () => {
    given().when({ type: 'unlock', userId: ids.traveler, badgeId: 'no-such-badge' }).then([]);
  });
  it('the catalogue is data: unique ids and names, tiers, a positive threshold on a user_stats counter', () => {
    expect(new Set(BADGE_CATALOGUE.map((b) => b.id)).size).toBe(BADGE_CATALOGUE.length);
    expect(new Set(BADGE_CATALOGUE.map((b) => b.name)).size).toBe(BADGE_CATALOGUE.length);
    expect(new Set(BADGE_CATALOGUE.map((b) => b.tier))).toEqual(new Set(['bronze', 'silver', 'gold']));
    for (const b of BADGE_CATALOGUE) expect(b.requirements.threshold).toBeGreaterThan(0);
  });
  it('progress is the counter capped at the threshold', () => {
    const pro = BADGE_CATALOGUE.find((b) => b.id === 'delivery-pro')!;
    const stats = { totalShipmentsDelivered: 3 } as Parameters<typeof progressOf>[1];
    expect(progressOf(pro, stats)).toBe(3);
    expect(progressOf(pro, { ...stats, totalShipmentsDelivered: 42 })).toBe(10);
  });
});
