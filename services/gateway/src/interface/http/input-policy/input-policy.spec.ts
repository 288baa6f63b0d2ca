import { INPUT_LIMITS } from '@oneway/contracts';
import type { FastifyRequest } from 'fastify';
import { enforceInputPolicy } from './input-policy.js';

// The door's unknown-field rule on a body whose field is a union of object shapes (a payment
// method is a card or a bank account): found by the chaos run, where every traveler's
// "add a payout bank account" was refused with "method.account: Is not a field of this request".
const paymentMethodBody = {
  type: 'object',
  properties: {
    methodId: { type: 'string' },
    method: {
      anyOf: [
        {
          type: 'object',
          properties: { kind: { type: 'string' }, number: { type: 'string' }, cvc: { type: 'string' } },
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { kind: { type: 'string' }, account: { type: 'string' }, holderName: { type: 'string' } },
          additionalProperties: false,
        },
      ],
    },
  },
  additionalProperties: false,
};

const request = (body: unknown, o: { query?: object; params?: object } = {}) =>
  ({
    routeOptions: { url: '/api/payment-methods', schema: { body: paymentMethodBody } },
    body,
    query: o.query ?? {},
    params: o.params ?? {},
  }) as unknown as FastifyRequest;

/** The field errors of the 400 the door answers (none when it lets the request in). */
const fieldErrorsOf = (req: FastifyRequest) => {
  try {
    enforceInputPolicy({ skipRoutes: [] })(req);
    return [];
  } catch (err) {
    return (err as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
  }
};

describe('input policy: unions of object shapes', () => {
  const policy = enforceInputPolicy({ skipRoutes: [] });

  it('accepts each branch with its own fields (a bank account is not checked against the card shape)', () => {
    expect(() =>
      policy(request({ methodId: 'm', method: { kind: 'bank_account', account: '0001', holderName: 'T' } })),
    ).not.toThrow();
    expect(() =>
      policy(request({ methodId: 'm', method: { kind: 'test_card', number: '4242', cvc: '123' } })),
    ).not.toThrow();
  });

  it('still refuses a field no branch names, naming it', () => {
    expect(() => policy(request({ methodId: 'm', method: { kind: 'bank_account', account: '1', iban: 'x' } }))).toThrow(
      expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'method.iban' })] }),
    );
  });
});

// A lone half of a surrogate pair passes JSON parsing and zod, then Postgres' jsonb refuses it
// (22P02): a 500 until the door refused it like a control character, wherever it comes.
describe('input policy: text that is not well-formed UTF-16', () => {
  const notText = expect.stringMatching(/Unicode/);

  it.each([
    ['the body', request({ methodId: 'A\ud800' }), 'methodId'],
    ['a nested body field', request({ method: { kind: '\udc00x' } }), 'method.kind'],
    ['the query', request(undefined, { query: { departFrom: 'x\ud83d' } }), 'departFrom'],
    ['the path', request(undefined, { params: { id: '\udfff' } }), 'id'],
  ])('an unpaired surrogate in %s is a 400 naming the field', (_where, req, field) => {
    expect(fieldErrorsOf(req)).toEqual([{ field, message: notText }]);
  });

  it('a surrogate pair (an emoji) is text like any other', () => {
    expect(fieldErrorsOf(request({ methodId: 'Ama 😀' }, { query: { q: '😀' } }))).toEqual([]);
  });
});

// Nesting: ~2,000 nested arrays in a 4 KB body overflowed the walk's stack (a RangeError, 500).
describe('input policy: nesting depth', () => {
  const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);
  const deep = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;

  it(`${INPUT_LIMITS.nestingMax} levels (the body counted) pass; one more is a 400 naming where`, () => {
    const max = INPUT_LIMITS.nestingMax;
    expect(fieldErrorsOf(request({ methodId: nested(max - 1) }))).toEqual([]);
    expect(fieldErrorsOf(request({ methodId: nested(max) }))).toEqual([
      { field: `methodId${'[0]'.repeat(max - 1)}`, message: `Must be nested at most ${max} levels deep` },
    ]);
  });

  it.each([2_000, 200_000])('%i nested arrays are a 400, not a stack overflow', (levels) => {
    expect(fieldErrorsOf(request({ methodId: deep(levels) }))).toEqual([
      { field: expect.stringMatching(/^methodId(\[0\])+$/), message: expect.stringMatching(/nested/) },
    ]);
  });

  it('deep nesting in the query is refused the same way', () => {
    expect(fieldErrorsOf(request(undefined, { query: { q: deep(2_000) } }))).toEqual([
      { field: expect.stringMatching(/^q(\[0\])+$/), message: expect.stringMatching(/nested/) },
    ]);
  });
});
