import { defineRpc } from '@oneway/contracts';
import { z } from 'zod';
import { queryPayload } from './query-payload.js';

const contract = defineRpc({
  name: 'test.list',
  request: z.object({
    page: z.number().int().default(1),
    maxWeightKg: z.number().optional(),
    insured: z.boolean().default(false),
    status: z.array(z.string()).optional(),
    q: z.string().optional(),
  }),
  response: z.object({}),
});

describe('queryPayload', () => {
  it('converts numbers, booleans and comma lists by the contract’s field types', () => {
    expect(queryPayload(contract, { page: '3', maxWeightKg: '2.5', insured: 'true', status: 'a,b', q: '42' })).toEqual({
      page: 3,
      maxWeightKg: 2.5,
      insured: true,
      status: ['a', 'b'],
      q: '42',
    });
  });

  it('drops parameters the contract does not name (test_mode) and empty values', () => {
    expect(queryPayload(contract, { test_mode: 'true', userId: 'x', q: '' })).toEqual({});
  });

  it('leaves a non-numeric value as it is so the contract rejects it with its message', () => {
    const payload = queryPayload(contract, { page: 'two' });
    expect(payload).toEqual({ page: 'two' });
    expect(contract.request.safeParse(payload).success).toBe(false);
  });
});
