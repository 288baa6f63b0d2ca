// The load: real journeys through the load balancer. Each command is sent until it gets an
// answer (a retry reuses the same client-chosen id or idempotency key, as a real client
// does), and is recorded as acknowledged (2xx, or a retry told "already there") or failed
// with a clear error (a problem+json 4xx/5xx answer, or the retries ran out).
import { randomBytes, randomUUID } from 'node:crypto';
import { shipmentRequestBody } from '@oneway/testing/request-bodies';
import { verifyEmailFromMaildev } from '../lib/mailbox.mjs';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
export const inDays = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

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
export async function send(baseUrl, ledger, kind, key, path, body, token, o = {}) {
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

/**
 * Sends a command the server may answer "not yet" (a 404 or 409 while another service has not
 * yet learnt of an event): those answers are retried, with the same key, and only the last one
 * stays in the ledger.
 */
export async function sendWhenReady(ctx, ledger, kind, key, path, body, token, o = {}) {
  const notYet = o.notYet ?? ((status) => status === 404);
  for (let i = 0; i < 20; i++) {
    const r = await send(ctx.baseUrl, ledger, kind, key, path, body, token, o);
    if (r !== undefined) return r;
    const at = ledger.commands.findLastIndex((c) => c.kind === kind && c.key === key);
    if (!notYet(ledger.commands[at]?.status, ledger.commands[at]?.error ?? '')) return undefined;
    ledger.commands.splice(at, 1);
    await pause(250 * (i + 1));
  }
  ledger.record({ kind, key, outcome: 'failed', error: 'never became ready', attempts: 20 });
  return undefined;
}

/** Signs in (a read of identity's state, not a command); retried through restarts. */
export async function signIn(baseUrl, usernameOrEmail, password) {
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail, password }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (res?.ok) {
      const session = await res.json();
      return { token: session.accessToken, userId: session.user.id };
    }
    await pause(300 * (i + 1));
  }
  return null;
}

/** A new account: register, follow the verification link mailed to it, sign in. */
export async function signUp(ctx, ledger, tag, fullName) {
  const id = `${tag}${randomBytes(4).toString('hex')}`;
  const email = `${id}@chaos.oneway.test`;
  const password = `Chaos#${randomBytes(6).toString('hex')}`;
  const registered = await send(
    ctx.baseUrl,
    ledger,
    'register',
    email,
    '/api/register',
    { fullName, username: id, email, country: 'United Kingdom', password },
    null,
    { alreadyApplied: (status, text) => status === 409 && /email|username/i.test(text) },
  );
  if (registered === undefined) return null;
  // Signing in waits for the address to be verified: follow the mailed link, as its owner would.
  const verified = await verifyEmailFromMaildev(ctx.baseUrl, ctx.mailUrl, email).catch((err) => {
    ledger.record({ kind: 'verify_email', key: email, outcome: 'failed', error: String(err), attempts: 1 });
    return null;
  });
  if (!verified) return null;
  return signIn(ctx.baseUrl, email, password);
}

/** One sender's journey: sign up, list a shipment, pay it into escrow with a test card. */
export async function senderJourney(ctx, ledger, tag) {
  const sender = await signUp(ctx, ledger, tag, 'Chaos Sender');
  if (!sender) return null;
  const shipmentId = randomUUID();
  const shipment = await send(
    ctx.baseUrl,
    ledger,
    'create_shipment',
    shipmentId,
    '/api/shipments',
    shipmentRequestBody({ shipmentId, earliestPickupDate: inDays(3), latestDeliveryDate: inDays(25) }),
    sender.token,
  );
  if (shipment === undefined) return null;
  // Payments learns of the shipment through its consumer: until then the charge answers 404
  // (a clear error); the client retries that, as the web app's "try again" would.
  const charged = await sendWhenReady(
    ctx,
    ledger,
    'charge',
    shipmentId,
    `/api/payments/shipments/${shipmentId}/charge`,
    { method: { kind: 'test_card', card: VISA }, idempotencyKey: randomUUID() },
    sender.token,
  );
  return charged === undefined ? null : { sender, shipmentId };
}
