import { describe, expect, it } from 'vitest';
import { withdrawAmountProblem } from './withdraw-form';

describe('withdraw amount', () => {
  it('takes up to the available balance, in minor units', () => {
    expect(withdrawAmountProblem('25.50', 5000)).toEqual({ amount: 2550 });
    expect(withdrawAmountProblem('50', 5000)).toEqual({ amount: 5000 });
  });
  it('refuses more than the available balance, zero, and text that is not an amount', () => {
    expect(withdrawAmountProblem('50.01', 5000)).toEqual({ problem: 'You can withdraw up to your available balance' });
    expect(withdrawAmountProblem('0', 5000)).toEqual({ problem: 'Enter an amount greater than zero' });
    expect(withdrawAmountProblem('1.234', 5000)).toEqual({ problem: 'Enter an amount, for example 25.00' });
  });
});
