import type { EventStore, ProjectionRunner } from '@oneway/eventstore';
import type pg from 'pg';
import type { ReviewWindowQueue } from '../infrastructure/jobs/review-window-queue.js';
import type { HandoffCodesRepository } from '../infrastructure/persistence/handoff-codes.repository.js';

/** What the use cases need; built once by the service from its context. */
export interface MarketplaceDeps {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionRunner;
  codes: HandoffCodesRepository;
  /** The blind-review deadline jobs (BullMQ). */
  reviewWindow: Pick<ReviewWindowQueue, 'schedule'>;
  /** The request's time; the only clock the use cases read. */
  now: () => Date;
}

/**
 * Read-your-writes: a command returns only once every read model shows its events, or, when it
 * wrote none (a repeat), everything committed by then (ProjectionRunner.waitForCommand).
 */
export async function readModelsAt(deps: MarketplaceDeps, position: number | null): Promise<void> {
  await deps.projections.waitForCommand(position);
}

/** Nest injection token of the MarketplaceDeps (provided in marketplace.service.ts). */
export const MARKETPLACE_DEPS = Symbol('MarketplaceDeps');
