import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES, type EmailCategory } from '@oneway/contracts';

/**
 * The token of an e-mail's unsubscribe link: `<userId>.<category>.<signature>` where the
 * signature is HMAC-SHA256 of `unsubscribe:<userId>:<category>` under the service's secret
 * (base64url). It names one person and one category, needs no sign-in, and cannot be
 * changed to another person or category without the secret. It does not expire: a link in an
 * old e-mail keeps working (unsubscribing twice changes nothing).
 */
export function unsubscribeToken(secret: string, userId: string, category: EmailCategory): string {
  return `${userId}.${category}.${sign(secret, userId, category)}`;
}

/** The person and category a token names, or null when it is not one we signed. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: EmailCategory } | null {
  const [userId, category, signature, ...rest] = token.split('.');
  if (rest.length || !userId || !signature || !EMAIL_CATEGORIES.includes(category as EmailCategory)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(sign(secret, userId, category as EmailCategory));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: userId.toLowerCase(), category: category as EmailCategory };
}

function sign(secret: string, userId: string, category: EmailCategory): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId.toLowerCase()}:${category}`).digest('base64url');
}
