import { DEFAULT_STORAGE_LIMITS, type StorageLimits } from '@oneway/contracts';
import { changedLimits, limitChanges } from './storage-limits.js';

const current: StorageLimits = { ...DEFAULT_STORAGE_LIMITS };
const refusal = (field: string, message: string) =>
  expect.objectContaining({ code: 'RELAY.SETTING_INVALID', kind: 'validation', fieldErrors: [{ field, message }] });

describe('storage limits: ranges and near-before-expired (decision relay-storage-settings)', () => {
  it('a value in range replaces only its field', () => {
    expect(changedLimits(current, { nearLimitDays: 5 })).toEqual({ ...current, nearLimitDays: 5 });
  });

  it.each([
    ['nearLimitDays', 0, 'nearLimitDays must be between 1 and 90'],
    ['nearLimitDays', 91, 'nearLimitDays must be between 1 and 90'],
    ['expiredDays', 181, 'expiredDays must be between 2 and 180'],
    ['defaultEstimatedDays', 61, 'defaultEstimatedDays must be between 1 and 60'],
    ['defaultEstimatedDays', 2.5, 'defaultEstimatedDays must be between 1 and 60'],
  ] as const)('%s = %s is refused naming the field', (field, value, message) => {
    expect(() => changedLimits(current, { [field]: value })).toThrow(refusal(field, message));
  });

  it('expiredDays must stay greater than nearLimitDays, naming the field that was changed', () => {
    expect(() => changedLimits(current, { expiredDays: 10 })).toThrow(
      refusal('expiredDays', 'expiredDays must be greater than nearLimitDays'),
    );
    expect(() => changedLimits(current, { nearLimitDays: 14 })).toThrow(
      refusal('nearLimitDays', 'expiredDays must be greater than nearLimitDays'),
    );
    expect(changedLimits(current, { nearLimitDays: 20, expiredDays: 30 })).toMatchObject({
      nearLimitDays: 20,
      expiredDays: 30,
    });
  });

  it('only fields whose value differs are changes (a retry of the same values is none)', () => {
    expect(limitChanges(current, { ...current, expiredDays: 21 })).toEqual({ expiredDays: { from: 14, to: 21 } });
    expect(limitChanges(current, changedLimits(current, { expiredDays: 14 }))).toEqual({});
  });
});
