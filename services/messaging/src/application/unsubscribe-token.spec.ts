import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const user = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('unsubscribe token', () => {
  const secret = 's'.repeat(32);
  it('names one person and one category, and verifies only under the same secret', () => {
    const token = unsubscribeToken(secret, user, 'payments');
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: user, category: 'payments' });
    expect(verifyUnsubscribeToken('t'.repeat(32), token)).toBeNull();
  });
  it('cannot be turned into another person or category', () => {
    const [, , signature] = unsubscribeToken(secret, user, 'payments').split('.');
    expect(verifyUnsubscribeToken(secret, `${other}.payments.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${user}.messages.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${user}.spam.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${user}.payments.${signature}.x`)).toBeNull();
  });
});
