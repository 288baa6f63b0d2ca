import { toMinorUnits } from '@/lib/marketplace-format';

/**
 * The amount typed on /withdraw, in minor units, or why it cannot be sent. The check against
 * the available balance is a hint: the payments service decides, under concurrent requests too.
 */
export function withdrawAmountProblem(text: string, available: number): { amount: number } | { problem: string } {
  const amount = toMinorUnits(text);
  if (amount === null) return { problem: 'Enter an amount, for example 25.00' };
  if (amount <= 0) return { problem: 'Enter an amount greater than zero' };
  if (amount > available) return { problem: 'You can withdraw up to your available balance' };
  return { amount };
}
