// A whole delivery, both sides: a sender lists and pays (journeys.mjs), a traveler signs up and
// posts a trip that staff approve, offers to carry the shipment, the sender accepts, they write
// to each other, the sender hands the package over with the traveler's pickup code, the
// traveler leaves with it and delivers it with the sender's delivery code; payments then
// releases the escrow to the traveler's wallet, and the traveler withdraws it to a bank account
// (checked in checks.mjs).
import { randomUUID } from 'node:crypto';
import { tripRequestBody } from '@oneway/testing/request-bodies';
import { inDays, send, sendWhenReady, senderJourney, signUp } from './journeys.mjs';

// A retry of a step that had applied finds the shipment past that step: "already there".
const conflictMeansApplied = { alreadyApplied: (status) => status === 409 };

async function getJson(ctx, path, token) {
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${ctx.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (res?.ok) return res.json();
    await new Promise((r) => setTimeout(r, 300 * (i + 1)));
  }
  return null;
}

/** @param {{ baseUrl: string, mailUrl: string, admin: { token: string } }} ctx */
export async function deliveryJourney(ctx, ledger, tag) {
  const listed = await senderJourney(ctx, ledger, `${tag}s`);
  if (!listed) return;
  const { sender, shipmentId } = listed;
  const traveler = await signUp(ctx, ledger, `${tag}t`, 'Chaos Traveler');
  if (!traveler) return;

  const tripId = randomUUID();
  const trip = tripRequestBody({ tripId, departureDate: inDays(8), arrivalDate: inDays(9) });
  if ((await send(ctx.baseUrl, ledger, 'create_trip', tripId, '/api/trips', trip, traveler.token)) === undefined)
    return;
  // A new traveler's trip waits for review: staff approve it.
  const approved = await send(
    ctx.baseUrl,
    ledger,
    'approve_trip',
    tripId,
    `/api/admin/trips/${tripId}/approve`,
    { adminNotes: 'Chaos run: approved' },
    ctx.admin.token,
    conflictMeansApplied,
  );
  if (approved === undefined) return;

  const interest = await sendWhenReady(
    ctx,
    ledger,
    'express_interest',
    shipmentId,
    `/api/shipments/${shipmentId}/interests`,
    { tripId, message: 'I fly that week and can carry it.' },
    traveler.token,
    conflictMeansApplied,
  );
  if (interest === undefined) return;
  const mine = interest ?? (await getJson(ctx, '/api/my-interests', traveler.token))?.items?.[0];
  if (!mine?.id) return;
  // Marketplace learns that escrow is held through an event: until then accepting is refused.
  const accepted = await sendWhenReady(
    ctx,
    ledger,
    'accept_interest',
    shipmentId,
    `/api/interests/${mine.id}/accept`,
    {},
    sender.token,
    { notYet: (status) => status === 412, ...conflictMeansApplied },
  );
  if (accepted === undefined) return;

  // Messaging learns of the recipient and of who is in the shipment's thread through events:
  // until then "user not found" or "not in thread".
  const messageId = randomUUID();
  await sendWhenReady(
    ctx,
    ledger,
    'send_message',
    messageId,
    '/api/messages',
    { messageId, recipientId: traveler.userId, content: 'Thanks! See you at the airport.', shipmentId },
    sender.token,
    { notYet: (status) => status === 403 || status === 404 },
  );

  const asTraveler = await getJson(ctx, `/api/matches/${mine.id}`, traveler.token);
  const asSender = await getJson(ctx, `/api/matches/${mine.id}`, sender.token);
  const pickupCode = asTraveler?.shipment?.pickupCode;
  const deliveryCode = asSender?.shipment?.deliveryCode;
  if (!pickupCode || !deliveryCode) return;
  const step = (kind, path, body, token) =>
    send(ctx.baseUrl, ledger, kind, shipmentId, path, body, token, conflictMeansApplied);
  if ((await step('pickup', `/api/shipments/${shipmentId}/pickup`, { code: pickupCode }, sender.token)) === undefined)
    return;
  if ((await step('in_transit', `/api/shipments/${shipmentId}/in-transit`, {}, traveler.token)) === undefined) return;
  if (
    (await step('deliver', `/api/shipments/${shipmentId}/deliver`, { code: deliveryCode }, traveler.token)) ===
    undefined
  )
    return;
  await payout(ctx, ledger, traveler);
}

/**
 * The traveler takes the earnings out: a payout bank account, then (once payments has credited
 * the released escrow; the run sets the payout hold to 0) a withdrawal of what is available.
 */
async function payout(ctx, ledger, traveler) {
  const methodId = randomUUID();
  const bank = await send(
    ctx.baseUrl,
    ledger,
    'add_bank_account',
    methodId,
    '/api/payment-methods',
    {
      methodId,
      method: {
        kind: 'bank_account',
        account: '000123456789',
        country: 'GB',
        currency: 'GBP',
        holderName: 'C. Traveler',
      },
    },
    traveler.token,
    conflictMeansApplied,
  );
  if (bank === undefined) return;
  let available = 0;
  for (let i = 0; i < 40 && available === 0; i++) {
    const wallet = await getJson(ctx, '/api/wallet', traveler.token);
    available = wallet?.balances?.find((b) => b.currency === 'GBP')?.available ?? 0;
    if (available === 0) await new Promise((r) => setTimeout(r, 250 * Math.min(i + 1, 8)));
  }
  if (available === 0) return;
  const withdrawalId = randomUUID();
  await send(
    ctx.baseUrl,
    ledger,
    'withdraw',
    withdrawalId,
    '/api/wallet/withdrawals',
    { withdrawalId, amount: available, currency: 'GBP', payoutMethodId: methodId },
    traveler.token,
    conflictMeansApplied,
  );
}
