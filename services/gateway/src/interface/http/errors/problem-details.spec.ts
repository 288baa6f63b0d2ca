import { userErrors } from '@oneway/contracts';
import { RateLimitedError } from '../../../application/rate-limits.js';
import { problemOf } from './problem-details.js';

describe('problemOf', () => {
  it('a domain error keeps its code and message; "{status}: {detail}" is the spec’s client text', () => {
    const { problem, unexpected } = problemOf(userErrors.emailTaken(), 'c-1');
    expect(problem).toMatchObject({
      status: 409,
      code: 'USER.EMAIL_TAKEN',
      detail: 'An account with this email already exists',
      correlationId: 'c-1',
    });
    expect(`${problem.status}: ${problem.detail}`).toBe('409: An account with this email already exists');
    expect(unexpected).toBe(false);
  });

  it('a rate-limit error carries Retry-After', () => {
    const { problem, headers } = problemOf(new RateLimitedError(42), 'c-2');
    expect(problem.status).toBe(429);
    expect(headers['retry-after']).toBe('42');
  });

  it('an unknown error is a 500 that reveals nothing', () => {
    const { problem, unexpected } = problemOf(new Error('connection to 10.0.0.5:5432 refused'), 'c-3');
    expect(problem).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(problem.detail).not.toContain('10.0.0.5');
    expect(unexpected).toBe(true);
  });

  it('framework errors keep their status with a stable code', () => {
    expect(problemOf({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }, 'c').problem).toMatchObject({
      status: 413,
      code: 'REQUEST.TOO_LARGE',
    });
    expect(problemOf({ getStatus: () => 404, message: 'Cannot GET /api/x' }, 'c').problem).toMatchObject({
      status: 404,
      code: 'ROUTE.NOT_FOUND',
    });
  });
});
