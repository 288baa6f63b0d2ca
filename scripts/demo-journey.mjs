// The demo's money and operations (docs/decisions/demo-journey.md): once the services have
// seeded the demo accounts, shipments and trips, alice and bola play the marketplace through
// the public API as people do in the browser, so that earnings, escrow, the finance desk,
// reviews, claims and support show real data:
//  - the Chicago → London watch: bola offers, alice pays with the test card, accepts, hands it
//    over with bola's pickup code, bola delivers it with the receiver's code, alice reviews bola;
//  - the New York → Toronto photos: paid and matched, the money held in escrow;
//  - the London → Lagos books: delivered as above, then alice files a damage claim and reviews
//    bola sharply, and bola reports her review to the moderators;
//  - alice asks support where to drop a parcel in Lagos;
//  - bola's identity is verified by the test provider; alice's waits in the staff queue;
//  - the admin takes alice's ticket and answers it, and reconciles the books with the card
//    provider, so the admin area's audit log lists staff at work; bola's payout question and
//    alice's first trip, London → New York, wait in the staff's queues.
// Every step looks at the state first and does only what is missing, and every id it chooses is
// derived from the shipment, so a second run (the next `npm start`, or a run cut short) finishes
// the journey without doing anything twice.
import { createHash } from 'node:crypto';

const ALICE = { login: 'alice', password: 'Alice#Demo2026' };
const BOLA = { login: 'bola', password: 'Bola#Demo2026' };
const ADMIN = { login: 'admin', password: 'Admin#Demo2026' };
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** A UUID (version 5 layout) derived from `name`: the same name gives the same id on every run. */
function demoId(name) {
  const h = createHash('sha1').update(`oneway-demo:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** Signs `account` in; returns one API call as that person (any answer but 2xx throws, naming the call). */
export async function signIn(baseUrl, account) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: account.login, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`demo journey: ${account.login} could not sign in (${res.status})`);
  const { accessToken } = await res.json();
  /** One API call as this person; any answer but 2xx is an error naming the call. */
  return async (method, path, body) => {
    const json = body !== undefined && !(body instanceof FormData);
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    const text = await r.text();
    if (r.status >= 300) throw new Error(`demo journey: ${account.login} ${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

// A 1×1 PNG: the demo's passport scan and selfie.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A person's identity check in the test provider: a session, a document and a selfie, then the
 * provider's answer (`verified`, or `manual_review` for the staff queue). Only what is missing.
 */
async function checkIdentity(call, outcome) {
  const mine = await call('GET', '/api/verification');
  if (mine.status !== 'unverified') return;
  let session = mine.session ?? (await call('POST', '/api/verification/sessions'));
  if (session.status === 'requires_input') {
    const upload = async (kind) => {
      const form = new FormData();
      form.append('file', new Blob([PIXEL], { type: 'image/png' }), `${kind}.png`);
      return (await call('POST', `/api/verification/sessions/${session.id}/files?kind=${kind}`, form)).fileId;
    };
    session = await call('POST', `/api/verification/sessions/${session.id}/submit`, {
      documentSubtype: 'passport',
      documentFileId: await upload('document'),
      selfieFileId: await upload('selfie'),
    });
  }
  if (session.status === 'processing') {
    await call('POST', `/api/verification/sessions/${session.id}/test-outcome`, { outcome });
  }
}

/** Retries `probe` until it answers something truthy: the services learn of each other by events. */
async function until(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`demo journey: gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// A delivered shipment becomes completed when its escrow is released, disputed when a claim is filed.
const ORDER = ['pending', 'matched', 'picked_up', 'in_transit', 'arrived', 'delivered', 'completed', 'disputed'];
const reached = (shipment, status) => ORDER.indexOf(shipment.status) >= ORDER.indexOf(status);

/** Takes one of alice's seeded shipments (by its contents) as far as `goal` with bola carrying it. */
async function carry(alice, bola, contents, goal) {
  const shipment = await until(`alice's "${contents}"`, async () =>
    (await alice('GET', '/api/shipments?pageSize=100')).items.find((s) => s.contents === contents),
  );
  const id = shipment.id;
  if (shipment.status === 'pending') {
    const interests = (await bola('GET', '/api/my-interests?pageSize=100')).items;
    let interest = interests.find((i) => i.shipmentId === id && i.status === 'pending');
    if (!interest) {
      const bolas = new Set((await bola('GET', '/api/trips?pageSize=100')).items.map((t) => t.id));
      const trip = await until(`a trip of bola's for "${contents}"`, async () =>
        (await alice('GET', `/api/shipments/${id}/compatible-trips`)).items.find((t) => bolas.has(t.id)),
      );
      interest = await bola('POST', `/api/shipments/${id}/interests`, {
        tripId: trip.id,
        message: 'I am flying this route soon and have space in my suitcase. Happy to take it.',
      });
    }
    // The payment's idempotency key is the shipment's: a second run never charges twice.
    const payment = await alice('GET', `/api/payments/shipments/${id}`).catch(() => null);
    if (payment?.status !== 'held') {
      const charge = await alice('POST', `/api/payments/shipments/${id}/charge`, {
        method: { kind: 'test_card', card: TEST_CARD },
        idempotencyKey: `demo-journey-${id}`,
      });
      if (charge.outcome !== 'succeeded') throw new Error(`demo journey: the charge answered ${charge.outcome}`);
    }
    await until(`escrow held on "${contents}"`, async () => {
      try {
        return await alice('POST', `/api/interests/${interest.id}/accept`);
      } catch (err) {
        // Accepted by an earlier run meanwhile: the shipment says so.
        return reached(await alice('GET', `/api/shipments/${id}`), 'matched') || Promise.reject(err);
      }
    });
  }
  const step = async (status, act) => {
    const now = await alice('GET', `/api/shipments/${id}`);
    if (!reached(now, status) && reached({ status: goal }, status)) await act(now);
  };
  await step('picked_up', async () => {
    const { pickupCode } = await bola('GET', `/api/shipments/${id}`);
    await alice('POST', `/api/shipments/${id}/pickup`, { code: pickupCode });
  });
  await step('in_transit', () => bola('POST', `/api/shipments/${id}/in-transit`, {}));
  await step('arrived', () => bola('POST', `/api/shipments/${id}/arrived`, {}));
  await step('delivered', (now) => bola('POST', `/api/shipments/${id}/deliver`, { code: now.deliveryCode }));
  return id;
}

/** `person`'s review of the other party of a delivered shipment, unless they wrote one already. */
async function reviewOnce(person, shipmentId, review) {
  if ((await person('GET', `/api/shipments/${shipmentId}/reviews`)).mine) return;
  await person('POST', `/api/shipments/${shipmentId}/reviews`, review);
}

export async function runDemoJourney(baseUrl) {
  const [alice, bola] = [await signIn(baseUrl, ALICE), await signIn(baseUrl, BOLA)];

  // Bola, who carries the parcels, has a verified identity; alice's waits for staff.
  await checkIdentity(bola, 'verified');
  await checkIdentity(alice, 'manual_review');

  const watch = await carry(alice, bola, 'Birthday gift: a boxed watch', 'delivered');
  await reviewOnce(alice, watch, {
    overallRating: 5,
    communicationRating: 5,
    reliabilityRating: 5,
    packageHandlingRating: 5,
    publicComment: 'Bola kept me posted the whole way and the watch arrived in perfect condition.',
  });
  // Bola reviews alice too: the reviews are blind until both are in.
  await reviewOnce(bola, watch, {
    overallRating: 5,
    communicationRating: 5,
    reliabilityRating: 4,
    accuracyRating: 5,
    publicComment: 'Well packed and exactly as described. Alice was at the handoff on time.',
  });

  await carry(alice, bola, 'Family photos and letters', 'matched');

  const books = await carry(alice, bola, 'Two paperback books and a wool scarf', 'delivered');
  const claimId = demoId(`claim:${books}`);
  const claims = (await alice('GET', '/api/claims')).items;
  if (!claims.some((c) => c.id === claimId)) {
    await alice('POST', '/api/claims', {
      claimId,
      shipmentId: books,
      claimType: 'damaged',
      description: 'The scarf arrived with a tear along one edge and the book covers are creased.',
    });
  }
  // The damaged delivery's reviews: alice's is sharp, and bola reports it as unfair, so the
  // staff's review moderation queue has a case to look at.
  await reviewOnce(alice, books, {
    overallRating: 3,
    communicationRating: 4,
    reliabilityRating: 3,
    packageHandlingRating: 2,
    publicComment: 'Friendly and on time, but the scarf came torn and the books creased. Pack fragile things better.',
  });
  await reviewOnce(bola, books, {
    overallRating: 5,
    communicationRating: 5,
    reliabilityRating: 5,
    accuracyRating: 5,
    publicComment: 'Clear instructions and a well-labelled parcel.',
  });
  // Alice's review is in view once both are published. A second report by the same person
  // changes nothing.
  const { theirs: aliceReview } = await bola('GET', `/api/shipments/${books}/reviews`);
  if (aliceReview) {
    await bola('POST', `/api/reviews/${aliceReview.id}/report`, {
      reason: 'Customs opened the parcel at Lagos and the scarf was torn there; their inspection note is on the claim.',
    });
  }

  const ticketId = demoId('ticket:alice-lagos-drop-off');
  await alice('POST', '/api/support/tickets', {
    ticketId,
    subject: 'Where can I drop a parcel in Lagos?',
    category: 'shipment',
    content: 'I am sending gifts to my family in Lagos next month. Is there a relay point near Ikeja?',
  });
  // Alice travels too: her first trip waits in the staff's trip review, since her identity is not
  // verified yet (a verified traveler's trips are listed at once).
  const firstTrip = demoId('trip:alice-london-new-york');
  const trips = (await alice('GET', '/api/trips?pageSize=100')).items;
  if (!trips.some((t) => t.id === firstTrip)) {
    const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await alice('POST', '/api/trips', {
      tripId: firstTrip,
      fromLocation: 'London, United Kingdom',
      fromAirport: 'LHR',
      toLocation: 'New York, United States',
      toAirport: 'JFK',
      departureDate: day(21),
      arrivalDate: day(21),
      availableSpaceKg: 5,
      airlineName: 'Virgin Atlantic',
      notes: 'Visiting friends for a week; documents and small gifts only.',
    });
  }
  // Bola's question waits in the staff's queue of open tickets.
  await bola('POST', '/api/support/tickets', {
    ticketId: demoId('ticket:bola-payout-timing'),
    subject: 'When is my earning for the watch paid out?',
    category: 'payment',
    content: 'The watch was delivered and my earning shows as pending. When can I withdraw it?',
  });
  // Last, so that a step staff cannot repeat never keeps the users' steps from running.
  await staffAtWork(await signIn(baseUrl, ADMIN), ticketId);
}

/** The admin's part: each step audited, and each done once however often the journey plays. */
async function staffAtWork(admin, ticketId) {
  const { ticket } = await admin('GET', `/api/admin/support/tickets/${ticketId}`);
  // Someone who closed the ticket while trying the demo is done with it: it takes no more answers.
  if (ticket.status !== 'closed') await answer(admin, ticket);
  const runs = await admin('GET', '/api/admin/audit-logs?action=reconciliation.run');
  if (runs.items.length === 0) await admin('POST', '/api/admin/finance/reconciliations');
}

async function answer(admin, ticket) {
  if (!ticket.assignee) {
    const me = await admin('GET', '/api/user');
    await admin('POST', `/api/admin/support/tickets/${ticket.id}/assign`, { assigneeId: me.id });
  }
  // The same message id again is the same reply: stored once.
  await admin('POST', `/api/admin/support/tickets/${ticket.id}/messages`, {
    messageId: demoId(`ticket-reply:${ticket.id}`),
    content:
      'Thanks for asking! There is no relay point in Ikeja yet: your traveler can collect the parcel ' +
      'from you in person, and the Relay Points page lists every drop-off point we have.',
  });
}
