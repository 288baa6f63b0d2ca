import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError, describeError } from './api-error';
import {
  CODE_MESSAGES,
  INCOMPATIBILITY_MESSAGES,
  fieldMessage,
  isPresentable,
  requestFailureMessage,
  statusMessage,
} from './error-messages';

const STATUSES = [400, 401, 403, 404, 409, 410, 412, 413, 422, 429, 500, 502, 503, 504];

describe('issue 18 item 1: every error a person sees is a sentence, never a status code or an error code', () => {
  it('recognises developer text: bare statuses, upper-case codes and snake_case reasons', () => {
    for (const raw of [
      '412: Pay for the shipment first',
      'Request failed with status 500',
      'SHIPMENT.ESCROW_NOT_HELD',
      'The trip does not fit this shipment: route_mismatch',
      'ROUTE_MISMATCH',
      '(404)',
    ])
      expect(isPresentable(raw), raw).toBe(false);
    for (const fine of [
      'Invalid username/email or password',
      'Weight must be at most 100 kg',
      'Write to support@oneway.example, e.g. about your parcel.',
    ])
      expect(isPresentable(fine), fine).toBe(true);
  });

  it('every catalogue, reason and status sentence is presentable', () => {
    for (const message of Object.values(CODE_MESSAGES)) expect(isPresentable(message), message).toBe(true);
    for (const reason of Object.keys(INCOMPATIBILITY_MESSAGES))
      expect(isPresentable(fieldMessage(reason)), reason).toBe(true);
    for (const status of STATUSES) expect(isPresentable(statusMessage(status)), String(status)).toBe(true);
  });

  it("'Accept' before payment reads 'Pay for the shipment first', without the 412", () => {
    const text = requestFailureMessage({
      status: 412,
      code: 'SHIPMENT.ESCROW_NOT_HELD',
      detail: 'Pay for the shipment first: an interest can be accepted once the payment is held in escrow',
    });
    expect(text).toMatch(/^Pay for the shipment first/);
    expect(isPresentable(text)).toBe(true);
  });

  it('a trip on another route (route_mismatch) says why the trip does not fit', () => {
    const text = requestFailureMessage({
      status: 412,
      code: 'INTEREST.TRIP_INCOMPATIBLE',
      detail: 'The trip does not fit this shipment: route_mismatch',
      fieldMessages: ['route_mismatch'],
    });
    expect(text).toBe("This trip doesn't fit the package: it flies a different route.");
  });

  it("an unknown code uses the server's sentence when it is one, else the status sentence", () => {
    expect(requestFailureMessage({ status: 409, code: 'X.NEW', detail: 'The listing was changed by its sender' })).toBe(
      'The listing was changed by its sender',
    );
    expect(requestFailureMessage({ status: 412, code: 'X.NEW', detail: 'X.NEW: precondition_failed' })).toBe(
      statusMessage(412),
    );
    expect(requestFailureMessage({ status: 502, detail: 'Request failed' })).toBe(statusMessage(502));
  });

  describe('the generic request-failure path (api-client → ApiError.message)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it.each(STATUSES)('status %i with a raw body never surfaces the status or a code', async (status) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json(
            { status, code: 'SOMETHING.UNMAPPED', detail: `${status}: SOMETHING.UNMAPPED happened (reason_code)` },
            { status },
          ),
        ),
      );
      const error = await apiRequest('/api/anything').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(isPresentable((error as ApiError).message)).toBe(true);
      expect(isPresentable(describeError(error))).toBe(true);
    });

    it('an HTML error page (proxy 502) reads as a sentence', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
      );
      const error = await apiRequest('/api/anything').catch((e: unknown) => e);
      expect((error as ApiError).message).toBe(statusMessage(502));
    });

    it('field reason codes are mapped for the field as well', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json(
            {
              status: 412,
              code: 'INTEREST.TRIP_INCOMPATIBLE',
              detail: 'The trip does not fit this shipment: route_mismatch, window_mismatch',
              errors: [
                { field: 'tripId', message: 'route_mismatch' },
                { field: 'tripId', message: 'window_mismatch' },
              ],
            },
            { status: 412 },
          ),
        ),
      );
      const error = (await apiRequest('/api/shipments/x/interests', { method: 'POST', body: {} }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect(error.message).toBe(
        "This trip doesn't fit the package: it flies a different route; its dates fall outside the package's pickup and delivery dates.",
      );
      for (const f of error.fieldErrors) expect(isPresentable(f.message)).toBe(true);
    });
  });
});
