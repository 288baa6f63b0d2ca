// What `npm run bench` runs and the table it prints. To add a figure: give your benchmark a
// suite entry (once) and the figure one entry below; the benchmark reports the figure's id
// with `reportResults({ '<id>': { now, baseline?, detail? } })` from bench/lib/result.mjs.
//
// goal: { min } / { max } is an absolute bound on `now`; { minRatio } bounds now / baseline.
// unit is printed after the numbers.

const jest = (pattern) => [
  'node_modules/.bin/jest',
  '-c',
  'jest.config.cjs',
  '--roots',
  '<rootDir>/bench',
  '--testTimeout',
  '900000',
  '--testMatch',
  `<rootDir>/bench/${pattern}`,
];
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' };

/** How each benchmark is started (from the repo root, with node); `env` is added to the environment. */
export const suites = [
  { name: 'eventstore', args: ['bench/eventstore/run.mjs'] },
  { name: 'gateway', args: ['bench/gateway/run.mjs'], env: { BENCH_SECONDS: '5', BENCH_LOGINS: '40' } },
  { name: 'payments', args: jest('payments/*.bench.ts'), env: jestEnv },
  {
    name: 'marketplace',
    args: jest('marketplace/*.bench.ts'),
    // Smaller read models than the suite's own default (100k/20k) keep `npm run bench` to minutes.
    env: {
      ...jestEnv,
      BENCH_RATE: '200',
      BENCH_SECONDS: '5',
      BENCH_QUERIES: '50',
      BENCH_SHIPMENTS: '20000',
      BENCH_TRIPS: '4000',
    },
  },
  { name: 'relay', args: jest('relay/*.bench.ts'), env: jestEnv },
  // Three files (RPC figures, live /ws figures, idle sockets), one after the other: all add to
  // the result file. The live ones run the gateway and messaging as their own processes.
  { name: 'messaging', args: [...jest('messaging/*.bench.ts'), '--runInBand'], env: jestEnv },
  { name: 'web', args: ['web/bench/web-bench.mjs'], parse: parseWebBench },
];

export const figures = [
  {
    id: 'eventstore.single',
    figure: 'event store single-event commits, 8 writers',
    unit: '/s',
    baseline: 'raw INSERT commits, same pool',
    goal: { minRatio: 0.5 },
  },
  {
    id: 'eventstore.batch',
    figure: 'event store 100-event batches, 4 writers',
    unit: ' events/s',
    baseline: 'raw 100-row INSERTs, same pool',
    goal: { min: 50_000 },
  },
  { id: 'eventstore.publish.p99', figure: 'outbox publish p99 @ 2,000 events/s', unit: ' ms', goal: { max: 5 } },
  { id: 'eventstore.projection.p99', figure: 'event → projection p99 @ 2,000 events/s', unit: ' ms' },
  {
    id: 'gateway.user.rps',
    figure: 'signed-in GET /api/user, 100 connections',
    unit: ' req/s',
    baseline: 'bare Fastify hello',
    goal: { minRatio: 0.5 },
  },
  { id: 'gateway.user.p99', figure: 'signed-in GET /api/user p99, 100 connections', unit: ' ms', goal: { max: 20 } },
  {
    id: 'gateway.user.cpu',
    figure: 'signed-in GET /api/user, server CPU per request',
    unit: ' µs',
    baseline: 'bare Fastify hello, its own process',
  },
  { id: 'payments.charges.rps', figure: 'charges end to end, 16 concurrent', unit: '/s', goal: { min: 300 } },
  { id: 'payments.charges.p99', figure: 'charge p99, 16 concurrent', unit: ' ms', goal: { max: 100 } },
  { id: 'marketplace.visible.p50', figure: 'create → visible in browse p50 @ 200/s', unit: ' ms', goal: { max: 10 } },
  { id: 'marketplace.visible.p99', figure: 'create → visible in browse p99 @ 200/s', unit: ' ms', goal: { max: 50 } },
  { id: 'marketplace.create.p50', figure: 'create shipment RPC p50, one at a time', unit: ' ms' },
  {
    id: 'relay.inventory.p50',
    figure: 'relay inventory page p50, 50,000 packages at the point',
    unit: ' ms',
    baseline: 'relay.ping RPC p50, same run',
  },
  {
    id: 'relay.inventory.p99',
    figure: 'relay inventory page p99, 50,000 packages at the point',
    unit: ' ms',
    baseline: 'relay.ping RPC p99, same run',
    goal: { max: 20 },
  },
  {
    id: 'messaging.send.p50',
    figure: 'send message RPC p50 @ 100/s, 500 pairs',
    unit: ' ms',
    baseline: 'messaging.ping RPC p50, same run',
  },
  {
    id: 'messaging.send.p99',
    figure: 'send message RPC p99 @ 100/s, 500 pairs',
    unit: ' ms',
    baseline: 'messaging.ping RPC p99, same run',
    goal: { max: 50 },
  },
  {
    id: 'messaging.send.long.p99',
    figure: 'send message RPC p99 into a conversation of 5,000 messages',
    unit: ' ms',
    baseline: 'sends into short conversations p99, same run',
    goal: { max: 50 },
  },
  {
    id: 'messaging.conversations.p99',
    figure: 'list conversations p99, 100 conversations',
    unit: ' ms',
    baseline: 'messaging.ping RPC p99, same run',
    goal: { max: 20 },
  },
  {
    id: 'messaging.notifications.p99',
    figure: 'list notifications page p99, 2,000 of 100,000',
    unit: ' ms',
    baseline: 'messaging.ping RPC p99, same run',
    goal: { max: 20 },
  },
  {
    id: 'messaging.dropdown.p99',
    figure: 'notification dropdown (latest 5 of 7 days) p99',
    unit: ' ms',
    baseline: 'messaging.ping RPC p99, same run',
    goal: { max: 20 },
  },
  {
    id: 'messaging.live.message.p99',
    figure: 'message send → shown on the other socket p99 @ 500/s',
    unit: ' ms',
    baseline: 'gateway /health p99, same run',
    goal: { max: 50 },
  },
  {
    id: 'messaging.live.typing.p99',
    figure: 'typing fan-out to the counterpart socket p99',
    unit: ' ms',
    baseline: 'gateway /health p99, same run',
    goal: { max: 20 },
  },
  {
    id: 'messaging.live.idle-sockets.rss',
    figure: '10,000 idle authenticated sockets, gateway RSS',
    unit: ' MB',
    baseline: 'same gateway with no sockets, same run',
    goal: { max: 300 },
  },
  { id: 'web.initial-js', figure: 'web initial JS (gzip)', unit: ' kB', goal: { max: 180 } },
  { id: 'web.hero', figure: 'landing hero visible (median of 5 cold loads)', unit: ' ms', goal: { max: 800 } },
];

/** web/bench/web-bench.mjs prints its figures; read them from its output. */
function parseWebBench(stdout) {
  const js = /initial JS \(gzip\):\s+([\d.]+) kB/.exec(stdout);
  const hero = /hero heading visible:\s+([\d.]+) ms/.exec(stdout);
  return {
    ...(js ? { 'web.initial-js': { now: Number(js[1]) } } : {}),
    ...(hero ? { 'web.hero': { now: Number(hero[1]) } } : {}),
  };
}
