// The load: real journeys through the load balancer. Each command is sent until it gets an
// answer (a retry reuses the same client-chosen id or idempotency key, as a real client
// does), and is recorded as acknowledged (2xx, or a retry told "already there") or failed
// with a clear error (a problem+json 4xx/5xx answer, or the retries ran out).
import { randomBytes, randomUUID } from 'node:crypto';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };
const inDays = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

export function createLedger() {
  /** @type {{ kind: string, key: string, outcome: 'ack' | 'failed', status?: number, error?: string, attempts: number }[]} */
  const commands = [];
  return {
    commands,
    record: (c) => commands.push(c),
    lastAt: 0,
  };
}

/** Sends one command until answered (at most `attempts` tries); network errors and 502/503/504 are retried. */
async function send(baseUrl, ledger, kind, key, path, body, token, o = {}) {
  const attempts = o.attempts ?? 8;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let res;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      last = `network: ${err.cause?.code ?? err.name}`;
      await new Promise((r) => setTimeout(r, 250 * attempt));
      continue;
    }
    const text = await res.text();
    ledger.lastAt = Date.now();
    if (res.ok) {
      ledger.record({ kind, key, outcome: 'ack', status: res.status, attempts: attempt });
      return JSON.parse(text || 'null');
    }
    if ([502, 503, 504].includes(res.status) || (res.status === 500 && attempt < attempts)) {
      last = `${res.status} ${text.slice(0, 120)}`;
      await new Promise((r) => setTimeout(r, 250 * attempt));
      continue;
    }
    // A retry of a command that had in fact applied: "already taken" means it is there.
    if (attempt > 1 && o.alreadyApplied?.(res.status, text)) {
      ledger.record({ kind, key, outcome: 'ack', status: res.status, attempts: attempt, afterRetry: true });
      return null;
    }
    ledger.record({ kind, key, outcome: 'failed', status: res.status, error: text.slice(0, 200), attempts: attempt });
    return undefined;
  }
  ledger.record({ kind, key, outcome: 'failed', error: `no answer after ${attempts} tries (${last})`, attempts });
  return undefined;
}

/** One sender's journey: register, sign in, list a shipment, pay it into escrow with a test card. */
export async function senderJourney(baseUrl, ledger, tag) {
  const id = `${tag}${randomBytes(4).toString('hex')}`;
  const email = `${id}@chaos.oneway.test`;
  const password = `Chaos#${randomBytes(6).toString('hex')}`;
  const registered = await send(
    baseUrl,
    ledger,
    'register',
    email,
    '/api/register',
    { fullName: 'Chaos Sender', username: id, email, country: 'United Kingdom', password },
    null,
    { alreadyApplied: (status, text) => status === 409 && /email|username/i.test(text) },
  );
  if (registered === undefined) return;
  // Signing in is a read of identity's state (not counted as a command).
  let token = null;
  for (let i = 0; i < 8 && !token; i++) {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: email, password }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (res?.ok) token = (await res.json()).accessToken;
    else await new Promise((r) => setTimeout(r, 300 * (i + 1)));
  }
  if (!token) return;
  const shipmentId = randomUUID();
  const shipment = await send(
    baseUrl,
    ledger,
    'create_shipment',
    shipmentId,
    '/api/shipments',
    {
      shipmentId,
      fromLocation: 'London, United Kingdom',
      toLocation: 'Lagos, Nigeria',
      weight: 2.5,
      weightUnit: 'kg',
      size: 'small',
      contents: 'Two paperback books and a scarf',
      contentTypes: [],
      prohibitedItemsDeclared: true,
      declaredValue: 4000,
      hasInsurance: false,
      insuranceAmount: 0,
      paymentAmount: 3500,
      currency: 'GBP',
      earliestPickupDate: inDays(3),
      latestDeliveryDate: inDays(25),
      notes: null,
      receiverName: 'Ada Obi',
      receiverPhone: '+2348012345678',
      receiverAddressLine1: '12 Marina Road',
      receiverAddressLine2: null,
      receiverCity: 'Lagos',
      receiverCountry: 'Nigeria',
      receiverZipCode: null,
    },
    token,
  );
  if (shipment === undefined) return;
  // Payments learns of the shipment through its consumer: until then the charge answers 404
  // (a clear error); the client retries that, as the web app's "try again" would.
  const idempotencyKey = randomUUID();
  for (let i = 0; i < 20; i++) {
    const r = await send(
      baseUrl,
      ledger,
      'charge',
      shipmentId,
      `/api/payments/shipments/${shipmentId}/charge`,
      { method: { kind: 'test_card', card: VISA }, idempotencyKey },
      token,
    );
    if (r !== undefined) return;
    // This sender's own record (other senders append concurrently): a 404 is "not yet".
    const at = ledger.commands.findLastIndex((c) => c.kind === 'charge' && c.key === shipmentId);
    if (ledger.commands[at]?.status !== 404) return;
    ledger.commands.splice(at, 1);
    await new Promise((res) => setTimeout(res, 250 * (i + 1)));
  }
  ledger.record({
    kind: 'charge',
    key: shipmentId,
    outcome: 'failed',
    error: 'shipment never reached payments',
    attempts: 20,
  });
}
