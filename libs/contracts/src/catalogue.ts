import type { EventContract } from './define-event.js';
import { identityEvents } from './events/identity/index.js';
import { marketplaceEvents } from './events/marketplace/index.js';
import { messagingEvents } from './events/messaging/index.js';
import { paymentsEvents } from './events/payments/index.js';
import { relayEvents } from './events/relay/index.js';
import { testEvents } from './events/test/counter.events.js';

/** The one place every event contract is registered. */
export const allEvents: readonly EventContract[] = [
  ...identityEvents,
  ...marketplaceEvents,
  ...paymentsEvents,
  ...messagingEvents,
  ...relayEvents,
  ...testEvents,
];

export class UnknownEventError extends Error {
  constructor(
    readonly type: string,
    readonly version: number,
  ) {
    super(`Unknown event ${type} v${version}`);
  }
}

export class InvalidEventError extends Error {
  constructor(
    readonly type: string,
    readonly version: number,
    readonly issues: string,
  ) {
    super(`Invalid ${type} v${version}: ${issues}`);
  }
}

export class EventCatalogue {
  private readonly byKey = new Map<string, EventContract>();
  private readonly latest = new Map<string, number>();

  constructor(contracts: readonly EventContract[] = allEvents) {
    for (const c of contracts) {
      for (const name of [c.type, ...c.aliases]) {
        const key = `${name}@${c.version}`;
        if (this.byKey.has(key)) throw new Error(`Event ${key} is defined twice`);
        this.byKey.set(key, c);
      }
      this.latest.set(c.type, Math.max(this.latest.get(c.type) ?? 0, c.version));
    }
  }

  find(type: string, version: number): EventContract | undefined {
    return this.byKey.get(`${type}@${version}`);
  }

  /** The version new events of this type are written in. */
  latestVersion(type: string): number {
    const v = this.latest.get(type);
    if (v === undefined) throw new UnknownEventError(type, 0);
    return v;
  }

  /** Validates a payload against its contract; resolves aliases to the current name. */
  parse(type: string, version: number, data: unknown): { type: string; data: unknown } {
    const contract = this.find(type, version);
    if (!contract) throw new UnknownEventError(type, version);
    const result = contract.schema.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      throw new InvalidEventError(type, version, issues);
    }
    return { type: contract.type, data: result.data };
  }
}

export const eventCatalogue = new EventCatalogue();
