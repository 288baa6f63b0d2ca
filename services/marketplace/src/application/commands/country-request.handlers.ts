import { randomUUID } from 'node:crypto';
import type { Actor, CountryRequestStatus, CountryRequestView, EventMetadata } from '@oneway/contracts';
import { handleCommand, recordStaffAction } from '@oneway/eventstore';
import type { CountryRequestForm } from '../../domain/country-request/country-request.commands.js';
import { countryRequestDecider, countryRequestStreamId } from '../../domain/country-request/country-request.decider.js';
import {
  claimPendingSlot,
  PendingCountryRequestExists,
  releasePendingSlot,
} from '../../infrastructure/persistence/pending-country-requests.repository.js';
import { readModelsAt, type MarketplaceDeps } from '../marketplace-deps.js';
import { countryRequestView } from '../queries/country-requests.query.js';

/**
 * Records a country request. Idempotent per (e-mail, country) while pending: a repeat gets
 * the pending request's id back and nothing is appended (the slot is claimed in the append's
 * transaction, so even concurrent repeats make one request).
 */
export async function submitCountryRequest(
  deps: MarketplaceDeps,
  actor: Actor | null,
  form: CountryRequestForm,
  metadata: EventMetadata,
): Promise<{ id: string; status: CountryRequestStatus }> {
  const requestId = randomUUID();
  try {
    const result = await handleCommand(
      deps.store,
      countryRequestDecider,
      countryRequestStreamId(requestId),
      { type: 'submit_country_request', requestId, form, userId: actor?.userId ?? null },
      metadata,
      {
        alongside: async (tx, events) => {
          const submitted = events[0] as { data: { email: string; requestedCountry: string } };
          await claimPendingSlot(tx, submitted.data.email, submitted.data.requestedCountry, requestId);
        },
      },
    );
    await readModelsAt(deps, result.lastPosition);
    return { id: requestId, status: 'pending' };
  } catch (err) {
    if (err instanceof PendingCountryRequestExists) return { id: err.requestId, status: 'pending' };
    throw err;
  }
}

/** Admin decision on a request; leaving pending frees the (e-mail, country) slot. */
export async function setCountryRequestStatus(
  deps: MarketplaceDeps,
  actor: Actor,
  requestId: string,
  status: CountryRequestStatus,
  note: string | null,
  metadata: EventMetadata,
  ip?: string,
): Promise<CountryRequestView> {
  const result = await handleCommand(
    deps.store,
    countryRequestDecider,
    countryRequestStreamId(requestId),
    { type: 'set_country_request_status', actor, status, note },
    metadata,
    {
      alongside: async (tx) => {
        await releasePendingSlot(tx, requestId);
        // The decision and its audit row commit together.
        await recordStaffAction(tx, {
          actor,
          action: 'country_request.status_changed',
          entityType: 'country_request',
          entityId: requestId,
          details: { status, note },
          meta: { ip, correlationId: metadata.correlationId },
          at: metadata.now,
        });
      },
    },
  );
  await readModelsAt(deps, result.lastPosition);
  return countryRequestView(deps.pool, requestId);
}
