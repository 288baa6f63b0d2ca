import type { z } from 'zod';
import { dateSchema, dateTimeSchema, INPUT_LIMITS, textSchema } from './input-limits.js';
import { listAvailableShipmentsRpc, listAvailableTripsRpc } from './rpc/marketplace.rpc.js';
import { listMessagesRpc, listNotificationsRpc, messagesSinceRpc } from './rpc/messaging.rpc.js';
import { auditLogFilterSchema } from './rpc/staff-reads.rpc.js';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('dates a request names: years Postgres and the product hold', () => {
  it('a calendar date in year 0 or before 1000 is refused; 1000 to 9999 pass', () => {
    for (const v of ['0000-01-01', '0999-12-31'])
      expect(messagesOf(dateSchema, v)).toEqual([expect.stringMatching(/year/)]);
    for (const v of [`${INPUT_LIMITS.yearMin}-01-01`, '2026-02-28', `${INPUT_LIMITS.yearMax}-12-31`])
      expect(messagesOf(dateSchema, v)).toEqual([]);
    expect(messagesOf(dateSchema, '2026-02-30')).not.toEqual([]);
  });

  it('an instant in year 0 is refused; one with an offset in range passes', () => {
    expect(messagesOf(dateTimeSchema, '0000-01-01T00:00:00Z')).toEqual([expect.stringMatching(/year/)]);
    expect(messagesOf(dateTimeSchema, '2026-05-01T10:00:00+01:00')).toEqual([]);
    expect(messagesOf(dateTimeSchema, '9999-12-31T23:59:59Z')).toEqual([]);
  });

  // Every date or instant a query names: each one a Postgres 22008 (a 500) in year 0.
  it.each([
    ['departOn', '0000-01-01', listAvailableShipmentsRpc.request],
    ['arriveBy', '0000-01-01', listAvailableShipmentsRpc.request],
    ['departFrom', '0000-01-01', listAvailableTripsRpc.request],
    ['before', '0000-01-01T00:00:00Z', listMessagesRpc.request],
    ['since', '0000-01-01T00:00:00Z', messagesSinceRpc.request],
    ['since', '0000-01-01T00:00:00Z', listNotificationsRpc.request],
    ['from', '0000-01-01T00:00:00Z', auditLogFilterSchema],
    ['to', '0000-01-01T00:00:00Z', auditLogFilterSchema],
  ] as const)('%s of %s is refused, naming the field (case %#)', (field, value, schema: z.ZodType) => {
    const r = schema.safeParse({ userId: '00000000-0000-4000-8000-000000000001', [field]: value });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });
});

describe('typed text is well-formed', () => {
  it('an unpaired surrogate is refused; an emoji (a surrogate pair) passes', () => {
    expect(messagesOf(textSchema(), 'A\ud800')).toEqual([expect.stringMatching(/Unicode/)]);
    expect(messagesOf(textSchema(), '\udc00A')).toEqual([expect.stringMatching(/Unicode/)]);
    expect(messagesOf(textSchema(), 'Ama 😀')).toEqual([]);
  });
});
