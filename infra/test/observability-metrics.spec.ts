import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { parseAllDocuments } from 'yaml';
import { buildWorkspace } from '@oneway/testing';

// Every metric the Grafana dashboard and the Prometheus alerts name must be exported by a
// running Oneway: the real services are built, started as processes (the same command as in
// production: node services/<name>/dist/main.js) on private databases and bus prefixes, and
// their /metrics scraped.
const root = path.resolve(__dirname, '../..');
const node = path.join(root, 'node_modules/.bin/node');
const obs = path.join(root, 'infra/observability');
const pgBase = process.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
const DOMAIN = ['identity', 'marketplace', 'payments', 'relay', 'messaging'];
/** Series Prometheus makes itself (not exported by a process). */
const PROMETHEUS_OWN = new Set(['up']);

/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON/YAML */
function dashboardExprs(): string[] {
  const d = JSON.parse(readFileSync(path.join(obs, 'oneway-dashboard.json'), 'utf8'));
  const exprs: string[] = [];
  const walk = (panels: any[]) => {
    for (const p of panels) {
      for (const t of p.targets ?? []) exprs.push(t.expr);
      walk(p.panels ?? []);
    }
  };
  walk(d.panels);
  for (const v of d.templating.list) if (v.query?.query) exprs.push(v.query.query);
  return exprs;
}

function alertExprs(): { alert: string; expr: string }[] {
  const doc = parseAllDocuments(readFileSync(path.join(obs, 'alerts.yaml'), 'utf8'))[0]!.toJS();
  return doc.groups.flatMap((g: any) => g.rules.map((r: any) => ({ alert: r.alert, expr: r.expr })));
}

/** Metric names in a PromQL expression: identifiers followed by a selector, range or operator, not functions. */
function metricNames(expr: string): string[] {
  const noLabels = expr.replace(/\{[^}]*\}/g, '{}').replace(/"[^"]*"/g, '""');
  const names = new Set<string>();
  for (const m of noLabels.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)) {
    const name = m[1]!;
    if (/^(sum|max|min|avg|count|by|without|and|or|unless|offset|on|ignoring|le|bool)$/.test(name)) continue;
    if (!/_/.test(name) && !PROMETHEUS_OWN.has(name)) continue; // label names in by (...) are single words
    names.add(name);
  }
  // Labels listed in by (...) / label_values(..., label) are not metrics.
  for (const m of noLabels.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g))
    for (const l of m[1]!.split(',')) names.delete(l.trim());
  for (const m of noLabels.matchAll(/label_values\([^,]+,\s*([a-z_]+)\)/g)) names.delete(m[1]!);
  return [...names];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitReady(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('observability: dashboard and alerts name only exported metrics', () => {
  const id = randomBytes(3).toString('hex');
  // The gateway serves /metrics only to Prometheus' bearer token (it is the public door).
  const scrapeToken = randomBytes(16).toString('hex');
  const children: ChildProcess[] = [];
  const urls: Record<string, string> = {};
  const exported: Record<string, Set<string>> = {};

  beforeAll(async () => {
    // Compiled under the test workers' build lock, never removing a dist/ another test runs from.
    buildWorkspace();
    const common = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      NATS_SUBJECT_PREFIX: `obs${id}`,
      REDIS_KEY_PREFIX: `obs${id}:gateway:`,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      DB_POOL_SIZE: '3',
    };
    for (const name of [...DOMAIN, 'gateway']) {
      const port = await freePort();
      const env =
        name === 'gateway'
          ? { ...common, PORT: String(port), HOST: '127.0.0.1', METRICS_TOKEN: scrapeToken }
          : { ...common, HTTP_PORT: String(port), DATABASE_URL: `${pgBase}/obs_${id}_${name}` };
      const child = spawn(node, [path.join(root, `services/${name}/dist/main.js`)], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      urls[name] = `http://127.0.0.1:${port}`;
      await waitReady(urls[name]!, child, 120_000);
    }
    for (const [name, url] of Object.entries(urls)) {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${scrapeToken}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      exported[name] = new Set([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]!));
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((r) => {
            if (c.exitCode !== null) return r(null);
            c.once('exit', r);
            c.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await admin.connect();
    for (const name of DOMAIN) await admin.query(`DROP DATABASE IF EXISTS "obs_${id}_${name}" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const everywhere = () => new Set(Object.values(exported).flatMap((s) => [...s]));
  /** A histogram's series (`_bucket`, `_count`, `_sum`) belong to the metric of its base name. */
  const isExported = (name: string) =>
    everywhere().has(name) || everywhere().has(name.replace(/_(bucket|count|sum)$/, ''));

  it('every metric named by the Grafana dashboard is exported by a running service', () => {
    const names = [...new Set(dashboardExprs().flatMap(metricNames))].filter((n) => !PROMETHEUS_OWN.has(n));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !isExported(n))).toEqual([]);
  });

  it('every metric named by the Prometheus alert rules is exported by a running service', () => {
    const missing = alertExprs().flatMap(({ alert, expr }) =>
      metricNames(expr)
        .filter((n) => !PROMETHEUS_OWN.has(n) && !isExported(n))
        .map((n) => `${alert}: ${n}`),
    );
    expect(alertExprs().length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('the name check finds a metric that no service exports (it can fail)', () => {
    expect(metricNames('max by (service) (oneway_made_up_lag_seconds{service="x"}) > 1')).toEqual([
      'oneway_made_up_lag_seconds',
    ]);
    expect(isExported('oneway_made_up_lag_seconds')).toBe(false);
  });

  it('the dashboard covers the signals operators asked for', () => {
    const named = new Set(dashboardExprs().flatMap(metricNames));
    for (const n of [
      'oneway_requests_duration_seconds_count',
      'oneway_requests_duration_seconds_bucket',
      'oneway_outbox_lag_seconds',
      'oneway_consumer_lag',
      'oneway_dead_letters_unresolved',
      'oneway_escrow_held_minor',
      'oneway_payouts_waiting',
    ])
      expect(named).toContain(n);
  });

  it('every domain service exports golden signals, outbox, consumer and dead-letter figures; payments the money', () => {
    for (const name of DOMAIN)
      for (const n of [
        'oneway_requests_duration_seconds',
        'oneway_outbox_lag_seconds',
        'oneway_consumer_lag',
        'oneway_dead_letters_unresolved',
        'process_cpu_seconds_total',
      ])
        expect({ name, has: exported[name]!.has(n), n }).toEqual({ name, has: true, n });
    for (const n of ['oneway_escrow_held_minor', 'oneway_payouts_waiting', 'oneway_payouts_oldest_waiting_seconds'])
      expect(exported.payments!.has(n)).toBe(true);
    expect(exported.gateway!.has('oneway_requests_duration_seconds')).toBe(true);
  });
});

describe('runbooks', () => {
  const slug = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');

  it('every alert links to an existing runbook section', () => {
    const problems: string[] = [];
    const doc = parseAllDocuments(readFileSync(path.join(obs, 'alerts.yaml'), 'utf8'))[0]!.toJS();
    for (const rule of doc.groups.flatMap((g: any) => g.rules)) {
      const [file, anchor] = String(rule.annotations.runbook_url).split('#');
      const full = path.join(root, file!);
      if (!existsSync(full)) {
        problems.push(`${rule.alert}: no ${file}`);
        continue;
      }
      const text = readFileSync(full, 'utf8');
      const anchors = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!));
      if (!anchors.includes(anchor!)) problems.push(`${rule.alert}: no #${anchor} in ${file}`);
    }
    expect(problems).toEqual([]);
  });

  it('there is a runbook for every service, saying what it owns, how to scale, drain, replay and read dead letters', () => {
    for (const name of readdirSync(path.join(root, 'services'))) {
      const text = readFileSync(path.join(root, 'docs/runbooks', `${name}.md`), 'utf8');
      for (const part of ['**Owns**', '**Scale**', '**Drain**', '**Replay a projection**', '## Alerts'])
        expect({ name, part, found: text.includes(part) }).toEqual({ name, part, found: true });
      if (name !== 'gateway') expect(text).toContain('**Dead letters**');
    }
  });
});
