import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// The manifests in infra/k8s checked against the Kubernetes API schemas (kubernetes-models,
// run by scripts/validate-k8s.mjs: that package is ESM-only) and against the rules an operator
// relies on: probes, resources, drain time, disruption budgets, autoscaling, no secrets,
// only the gateway reachable from outside.
const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'infra/k8s');
const node = path.join(root, 'node_modules/.bin/node');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are plain parsed YAML */
type K8s = any;
const objects: K8s[] = files.flatMap((f) =>
  parseAllDocuments(readFileSync(path.join(dir, f), 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean),
);
const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const workloads = readdirSync(path.join(root, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function validate(paths: string[]): { ok: boolean; results: { kind: string; name: string; errors: string[] }[] } {
  try {
    const out = execFileSync(node, [path.join(root, 'scripts/validate-k8s.mjs'), ...paths], { cwd: root });
    return { ok: true, results: JSON.parse(out.toString()) };
  } catch (err) {
    const e = err as { stdout: Buffer };
    return { ok: false, results: JSON.parse(e.stdout.toString()) };
  }
}

describe('infra/k8s manifests', () => {
  it('every object passes the Kubernetes API schema', () => {
    const { ok, results } = validate(files.map((f) => path.join(dir, f)));
    expect(results.filter((r) => r.errors.length > 0)).toEqual([]);
    expect(ok).toBe(true);
    expect(results.length).toBe(objects.length);
  });

  it('the schema check rejects a malformed Deployment (the validator can fail)', () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'k8s-'));
    const bad = path.join(tmp, 'bad.yaml');
    writeFileSync(bad, 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: x}\nspec:\n  replicas: two\n');
    const { ok, results } = validate([bad]);
    expect(ok).toBe(false);
    expect(results[0]!.errors.join(' ')).toMatch(/selector/);
  });

  it('kustomization.yaml applies every manifest file', () => {
    const k = parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0]!.toJS();
    expect([...k.resources].sort()).toEqual([...files].sort());
  });

  it.each(workloads)(
    '%s has a Deployment with probes on /ready and /health, resources and a drain-long grace period',
    (name) => {
      const d = find('Deployment', name);
      expect(d).toBeDefined();
      const pod = d.spec.template.spec;
      const c = pod.containers[0];
      expect(c.readinessProbe.httpGet.path).toBe('/ready');
      expect(c.livenessProbe.httpGet.path).toBe('/health');
      for (const r of ['cpu', 'memory']) {
        expect(c.resources.requests[r]).toBeDefined();
        expect(c.resources.limits[r]).toBeDefined();
      }
      // The process forces its exit this long after SIGTERM (libs/service-kit/src/run-until-signalled.ts);
      // the pod must be given the preStop wait plus that, or Kubernetes kills it mid-drain.
      const signalHandling = readFileSync(path.join(root, 'libs/service-kit/src/run-until-signalled.ts'), 'utf8');
      const forcedMs = Number(/process\.exit\(1\), ([\d_]+)\)/.exec(signalHandling)?.[1]?.replace(/_/g, ''));
      expect(forcedMs).toBeGreaterThan(0);
      const preStop = c.lifecycle?.preStop?.sleep?.seconds ?? 0;
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + forcedMs / 1000);
      expect(d.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(d.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    },
  );

  it('runs the gateway with the Node flags npm start and docker compose give it (its young generation size)', () => {
    const workspace = readFileSync(path.join(root, 'scripts/workspace.mjs'), 'utf8');
    const flags = /NODE_OPTIONS_OF = \{ gateway: '([^']+)' \}/.exec(workspace)?.[1];
    expect(flags).toMatch(/--max-semi-space-size=\d+/);
    const env = find('Deployment', 'gateway').spec.template.spec.containers[0].env;
    expect(env.find((e: { name: string }) => e.name === 'NODE_OPTIONS')?.value).toBe(flags);
    const compose = parseAllDocuments(readFileSync(path.join(root, 'infra/docker-compose.yml'), 'utf8'))[0]!.toJS();
    expect(compose.services.gateway.environment.NODE_OPTIONS).toBe(flags);
  });

  it.each(workloads)('%s has a Service, a PodDisruptionBudget and a HorizontalPodAutoscaler', (name) => {
    const d = find('Deployment', name);
    const labels = d.spec.template.metadata.labels;
    const matches = (sel: Record<string, string>) => Object.entries(sel).every(([k, v]) => labels[k] === v);
    expect(matches(find('Service', name).spec.selector)).toBe(true);
    const pdb = find('PodDisruptionBudget', name);
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(pdb.spec.minAvailable).toBeLessThan(d.spec.replicas);
    const hpa = find('HorizontalPodAutoscaler', name);
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    expect(hpa.spec.minReplicas).toBe(d.spec.replicas);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
  });

  it('holds no secret: no Secret object, and credentials come only from secretKeyRef', () => {
    expect(byKind('Secret')).toEqual([]);
    const env = byKind('Deployment').flatMap((d) => d.spec.template.spec.containers.flatMap((c: K8s) => c.env ?? []));
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'STRIPE_SECRET_KEY',
      'SIGNING_KEY_ENCRYPTION_KEY',
      'HANDOFF_CODE_KEY',
    ]) {
      const entries = env.filter((e: K8s) => e.name === name);
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(e.valueFrom?.secretKeyRef?.name).toMatch(/^oneway-/);
    }
    const text = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(text).not.toMatch(/:\/\/[^/\s:@]+:[^@\s]+@/); // no user:password@ in a URL
    expect(text).not.toMatch(/sk_(live|test)_|whsec_[A-Za-z0-9]/);
  });

  it('names Postgres and Redis in one place (dependencies.yaml)', () => {
    const external = byKind('Service').filter((s) => s.spec.type === 'ExternalName');
    expect(external.map((s) => s.metadata.name).sort()).toEqual(['postgres', 'redis']);
    const text = readFileSync(path.join(dir, 'dependencies.yaml'), 'utf8');
    for (const s of external) expect(text).toContain(s.spec.externalName);
  });

  it('lets only the gateway be reached from outside the namespace', () => {
    const policies = byKind('NetworkPolicy');
    const denyAll = policies.find((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress);
    expect(denyAll?.spec.policyTypes).toContain('Ingress');
    const fromOutside = policies.filter((p) =>
      (p.spec.ingress ?? []).some((rule: K8s) =>
        (rule.from ?? []).some(
          (f: K8s) =>
            f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] !== 'monitoring' && !f.podSelector,
        ),
      ),
    );
    expect(fromOutside.map((p) => p.spec.podSelector.matchLabels)).toEqual([{ 'app.kubernetes.io/name': 'gateway' }]);
    // The monitoring namespace reaches only the metrics ports.
    const scrape = policies.find((p) => p.metadata.name === 'metrics-from-monitoring');
    expect(scrape.spec.ingress[0].ports.map((p: K8s) => p.port).sort()).toEqual([3000, 8080, 8222]);
  });

  it('routes the Ingress (REST, WebSocket, web app) only to the gateway', () => {
    const [ingress] = byKind('Ingress');
    const paths = ingress.spec.rules.flatMap((r: K8s) => r.http.paths);
    expect(paths.map((p: K8s) => p.path)).toEqual(expect.arrayContaining(['/ws', '/api', '/']));
    for (const p of paths) expect(p.backend.service.name).toBe('gateway');
    expect(Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThan(60);
  });

  it('runs NATS as a three-node JetStream cluster and the services keep 3 replicas of each stream', () => {
    const sts = find('StatefulSet', 'nats');
    expect(sts.spec.replicas).toBe(3);
    const conf = find('ConfigMap', 'nats-config').data['nats.conf'] as string;
    expect(conf).toMatch(/jetstream\s*\{/);
    for (const i of [0, 1, 2]) expect(conf).toContain(`nats-${i}.nats-headless`);
    expect(find('ConfigMap', 'oneway-config').data.JETSTREAM_REPLICAS).toBe('3');
    expect(find('PodDisruptionBudget', 'nats').spec.maxUnavailable).toBe(1);
  });
});
