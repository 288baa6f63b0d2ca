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

const request = (body: unknown) =>
  ({
    routeOptions: { url: '/api/payment-methods', schema: { body: paymentMethodBody } },
    body,
    query: {},
    params: {},
  }) as unknown as FastifyRequest;

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
