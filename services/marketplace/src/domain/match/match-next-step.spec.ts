import { matchNextStep, type MatchSituation } from './match-next-step.js';

const at = (over: Partial<MatchSituation>): MatchSituation => ({
  role: 'sender',
  interestStatus: 'accepted',
  rejectionReason: null,
  shipmentStatus: 'matched',
  escrowStatus: 'held',
  ...over,
});

describe('a match’s next step and allowed actions come from the lifecycle and the caller’s side', () => {
  it('the sender of a pending offer pays first (accept needs escrow held), then may accept', () => {
    expect(
      matchNextStep(at({ interestStatus: 'pending', shipmentStatus: 'pending', escrowStatus: 'none' })).actions,
    ).toEqual(['pay', 'reject', 'message']);
    expect(matchNextStep(at({ interestStatus: 'pending', shipmentStatus: 'pending' })).actions).toEqual([
      'accept',
      'reject',
      'message',
    ]);
  });

  it('only the sender confirms pickup (with the traveler’s code) and may cancel before pickup', () => {
    expect(matchNextStep(at({})).actions).toEqual(['confirm_pickup', 'cancel', 'message']);
    expect(matchNextStep(at({ role: 'traveler' })).actions).toEqual(['give_up', 'message']);
  });

  it('the traveler moves the package on: in transit, arrived, then the delivery code', () => {
    const t = (shipmentStatus: MatchSituation['shipmentStatus']) =>
      matchNextStep(at({ role: 'traveler', shipmentStatus })).actions;
    expect(t('picked_up')).toEqual(['mark_in_transit', 'message']);
    expect(t('in_transit')).toEqual(['mark_arrived', 'confirm_delivery', 'message']);
    expect(t('arrived')).toEqual(['confirm_delivery', 'message']);
    expect(t('delivered')).toEqual(['message']);
    expect(matchNextStep(at({ shipmentStatus: 'in_transit' })).actions).toEqual(['message']);
  });

  it('a declined, withdrawn or superseded offer offers nothing and says why', () => {
    expect(
      matchNextStep(at({ role: 'traveler', interestStatus: 'rejected', rejectionReason: 'another_interest_accepted' })),
    ).toEqual({ nextStep: 'The sender chose another traveler for this shipment.', actions: [] });
    expect(matchNextStep(at({ interestStatus: 'withdrawn', shipmentStatus: 'pending' })).actions).toEqual([]);
    expect(matchNextStep(at({ shipmentStatus: 'disputed' })).nextStep).toBe(
      'A claim is open on this shipment; our team will contact you.',
    );
  });
});
