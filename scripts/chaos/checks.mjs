// What the chaos run proves, read from the databases after the load stops: every
// acknowledged command took effect exactly once, the ledger balances, each charge matches
// one escrow posting, read models agree with their event stores, no dead letter waits.
import pg from 'pg';

async function withDb(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Each key of `keys` is in exactly one event of `type` (by `data->>field`). */
async function exactlyOnce(c, keys, type, field) {
  const { rows } = await c.query(
    `SELECT data->>'${field}' AS key, count(*)::int AS n FROM es_events WHERE type = $1 AND data->>'${field}' = ANY($2) GROUP BY 1`,
    [type, keys],
  );
  const by = new Map(rows.map((r) => [r.key, r.n]));
  const missing = keys.filter((k) => !by.has(k));
  const twice = rows.filter((r) => r.n > 1);
  return {
    lost: missing.length,
    twice: twice.length,
    problems: [
      ...missing.map((k) => `${k} acknowledged but absent`),
      ...twice.map((r) => `${r.key} applied ${r.n} times`),
    ],
  };
}

/**
 * @returns {Promise<{ ok: boolean, appliedTwice: number, lost: number, problems: string[] }>}
 */
export async function checkEffects({ pgBase, dbPrefix, commands }) {
  const db = (s) => `${pgBase}/${dbPrefix}_${s}`;
  const acked = (kind) => commands.filter((c) => c.kind === kind && c.outcome === 'ack').map((c) => c.key);
  const problems = [];
  let appliedTwice = 0;
  let lost = 0;

  // identity: one registration event and one user row per acknowledged sign-up.
  await withDb(db('identity'), async (c) => {
    const emails = acked('register');
    const { rows: ev } = await c.query(
      `SELECT data->>'email' AS email, count(*)::int AS n FROM es_events
        WHERE type = 'identity.user.registered' AND data->>'email' = ANY($1) GROUP BY 1`,
      [emails],
    );
    const { rows: users } = await c.query(
      'SELECT email, count(*)::int AS n FROM users WHERE email = ANY($1) GROUP BY 1',
      [emails],
    );
    const evBy = new Map(ev.map((r) => [r.email, r.n]));
    const userBy = new Map(users.map((r) => [r.email, r.n]));
    for (const e of emails) {
      if (!evBy.has(e)) (lost++, problems.push(`registration ${e} acknowledged but absent`));
      else if (evBy.get(e) > 1) (appliedTwice++, problems.push(`registration ${e} applied ${evBy.get(e)} times`));
      if (userBy.get(e) !== 1) problems.push(`users read model has ${userBy.get(e) ?? 0} rows for ${e}`);
    }
  });

  // marketplace: one created event and one read-model row per acknowledged listing.
  await withDb(db('marketplace'), async (c) => {
    const ids = acked('create_shipment');
    const { rows: ev } = await c.query(
      `SELECT stream_id, count(*)::int AS n FROM es_events WHERE type = 'marketplace.shipment.created' AND data->>'shipmentId' = ANY($1) GROUP BY 1`,
      [ids],
    );
    const { rows: view } = await c.query('SELECT id::text FROM shipments WHERE id::text = ANY($1)', [ids]);
    const created = ev.reduce((n, r) => n + r.n, 0);
    if (created > ids.length)
      ((appliedTwice += created - ev.length), problems.push(`${created - ev.length} listings created twice`));
    if (ev.length < ids.length)
      ((lost += ids.length - ev.length), problems.push(`${ids.length - ev.length} acknowledged listings absent`));
    if (view.length !== ids.length) problems.push(`shipments read model has ${view.length} of ${ids.length} listings`);
  });

  // marketplace: every other acknowledged step of the delivery journey is one event, once.
  let acceptedInterests = [];
  await withDb(db('marketplace'), async (c) => {
    const { rows } = await c.query(
      `SELECT data->>'interestId' AS id FROM es_events WHERE type = 'marketplace.shipment_interest.accepted' AND data->>'shipmentId' = ANY($1)`,
      [acked('accept_interest')],
    );
    acceptedInterests = rows.map((r) => r.id);
    for (const [kind, type, field] of [
      ['create_trip', 'marketplace.trip.created', 'tripId'],
      ['approve_trip', 'marketplace.trip.approved', 'tripId'],
      ['express_interest', 'marketplace.shipment_interest.expressed', 'shipmentId'],
      ['accept_interest', 'marketplace.shipment_interest.accepted', 'shipmentId'],
      ['pickup', 'marketplace.shipment.picked_up', 'shipmentId'],
      ['in_transit', 'marketplace.shipment.departed', 'shipmentId'],
      ['deliver', 'marketplace.shipment.delivered', 'shipmentId'],
    ]) {
      const r = await exactlyOnce(c, acked(kind), type, field);
      lost += r.lost;
      appliedTwice += r.twice;
      problems.push(...r.problems.map((p) => `${kind}: ${p}`));
    }
  });

  // messaging: each acknowledged message stored once (the client-chosen id), in the read model too.
  await withDb(db('messaging'), async (c) => {
    const ids = acked('send_message');
    const r = await exactlyOnce(c, ids, 'messaging.message.sent', 'messageId');
    lost += r.lost;
    appliedTwice += r.twice;
    problems.push(...r.problems.map((p) => `message: ${p}`));
    const { rows } = await c.query('SELECT count(*)::int AS n FROM messages WHERE id::text = ANY($1)', [ids]);
    if (rows[0].n !== ids.length) problems.push(`messages read model has ${rows[0].n} of ${ids.length} messages`);
    // No notification lost or doubled: the traveler told of the acceptance and of the payment.
    for (const [type, related] of [
      ['match_accepted', acceptedInterests],
      ['payment_received', acked('deliver')],
    ]) {
      const { rows: n } = await c.query(
        'SELECT related_id, count(*)::int AS n FROM notifications WHERE type = $1 AND related_id = ANY($2) GROUP BY 1',
        [type, related],
      );
      const by = new Map(n.map((r) => [r.related_id, r.n]));
      for (const id of related) {
        if (!by.has(id)) (lost++, problems.push(`notification ${type} for ${id} missing`));
        else if (by.get(id) > 1)
          (appliedTwice++, problems.push(`notification ${type} for ${id} sent ${by.get(id)} times`));
      }
    }
  });

  // payments: one held payment per acknowledged charge, its escrow account holding exactly
  // the charged total from one posting; the ledger's trial balance is zero per currency.
  await withDb(db('payments'), async (c) => {
    const ids = acked('charge');
    const { rows } = await c.query(
      `SELECT p.shipment_id::text AS id, p.status, p.total::bigint AS total,
              (SELECT coalesce(sum(balance), 0) FROM ledger_accounts a WHERE a.kind = 'escrow' AND a.owner = p.shipment_id::text)::bigint AS held,
              (SELECT count(*) FROM ledger_lines l WHERE l.account_code = 'escrow:' || p.shipment_id::text AND l.side = 'credit')::int AS postings
         FROM payments p WHERE p.shipment_id::text = ANY($1)`,
      [ids],
    );
    const by = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const p = by.get(id);
      if (!p) (lost++, problems.push(`charge of ${id} acknowledged but no payment`));
      else {
        if (p.postings > 1) (appliedTwice++, problems.push(`escrow of ${id} credited ${p.postings} times`));
        if (p.postings === 0) (lost++, problems.push(`charge of ${id} has no escrow posting`));
        const delivered = acked('deliver').includes(id);
        if (
          delivered
            ? p.status !== 'released' || Number(p.held) !== 0
            : p.status !== 'held' || Number(p.held) !== Number(p.total)
        )
          problems.push(`payment ${id}: status ${p.status}, escrow ${p.held} for a total of ${p.total}`);
      }
    }
    // A delivery releases its escrow once and credits the traveler's earnings once.
    for (const [type, what] of [
      ['payments.escrow.released', 'escrow released'],
      ['payments.wallet.earnings_credited', 'earnings credited'],
    ]) {
      const r = await exactlyOnce(c, acked('deliver'), type, 'shipmentId');
      lost += r.lost;
      appliedTwice += r.twice;
      problems.push(...r.problems.map((p) => `${what}: ${p}`));
    }
    // Each acknowledged withdrawal requested once and paid out once (none lost in the payout
    // worker's restarts, none paid twice).
    for (const [type, what] of [
      ['payments.wallet.withdrawal_requested', 'withdrawal requested'],
      ['payments.wallet.withdrawal_paid', 'withdrawal paid'],
    ]) {
      const r = await exactlyOnce(c, acked('withdraw'), type, 'withdrawalId');
      lost += r.lost;
      appliedTwice += r.twice;
      problems.push(...r.problems.map((p) => `${what}: ${p}`));
    }
    // Every account's balance (wallets included) equals the sum of its postings.
    const { rows: accounts } = await c.query(
      `SELECT a.code, a.currency, a.kind, sum(a.balance)::bigint AS balance,
              (SELECT coalesce(sum(CASE WHEN l.side = 'credit' THEN l.amount ELSE -l.amount END), 0)
                 FROM ledger_lines l WHERE l.account_code = a.code AND l.currency = a.currency)::bigint AS net_credit
         FROM ledger_accounts a GROUP BY a.code, a.currency, a.kind`,
    );
    for (const a of accounts) {
      const fromPostings = a.kind === 'payments_clearing' ? -Number(a.net_credit) : Number(a.net_credit);
      if (Number(a.balance) !== fromPostings)
        problems.push(`account ${a.code} (${a.currency}) holds ${a.balance} but its postings sum to ${fromPostings}`);
    }
    const { rows: tb } = await c.query(
      `SELECT currency, sum(CASE WHEN kind = 'payments_clearing' THEN balance ELSE -balance END)::bigint AS net FROM ledger_accounts GROUP BY currency`,
    );
    for (const r of tb) if (Number(r.net) !== 0) problems.push(`ledger out of balance in ${r.currency} by ${r.net}`);
    const { rows: unbalanced } = await c.query(
      `SELECT entry_id FROM ledger_lines GROUP BY entry_id
        HAVING sum(CASE WHEN side = 'debit' THEN amount ELSE 0 END) <> sum(CASE WHEN side = 'credit' THEN amount ELSE 0 END)`,
    );
    if (unbalanced.length) problems.push(`${unbalanced.length} ledger entries unbalanced`);
  });

  // No dead letter anywhere.
  for (const s of ['identity', 'marketplace', 'payments', 'relay', 'messaging']) {
    await withDb(db(s), async (c) => {
      const { rows } = await c.query('SELECT consumer, reason FROM es_dead_letters WHERE resolved_at IS NULL');
      for (const r of rows) problems.push(`${s}: dead letter in ${r.consumer}: ${r.reason}`);
    });
  }
  return { ok: problems.length === 0, appliedTwice, lost, problems };
}
