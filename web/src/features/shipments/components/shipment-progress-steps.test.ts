import { describe, expect, it } from 'vitest';
import { stepStates } from './shipment-progress-steps';

describe('shipment progress steps', () => {
  it('steps before the status are done, the status is current, later ones upcoming', () => {
    expect(stepStates('picked_up').map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('a completed shipment has every step done up to Delivered', () => {
    expect(stepStates('completed').at(-1)).toEqual({ label: 'Delivered', state: 'current' });
  });

  it('a cancelled shipment has no current step', () => {
    expect(stepStates('cancelled').every((s) => s.state === 'upcoming')).toBe(true);
  });
});
