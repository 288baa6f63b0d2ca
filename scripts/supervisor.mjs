// Keeps one child process running: when it exits while we are not stopping, it is started
// again after a backoff that doubles on every quick crash (capped) and resets once the child
// has stayed up for a while. One service's crash never stops the others.

/**
 * @param {string} name for the log lines
 * @param {() => import('node:child_process').ChildProcess} start spawns a fresh child
 * @param {{ minBackoffMs?: number, maxBackoffMs?: number, stableMs?: number, log?: (line: object) => void }} [o]
 */
export function supervise(name, start, o = {}) {
  const minBackoffMs = o.minBackoffMs ?? 500;
  const maxBackoffMs = o.maxBackoffMs ?? 30_000;
  const stableMs = o.stableMs ?? 60_000;
  const log = o.log ?? ((line) => console.error(JSON.stringify(line)));
  let stopping = false;
  let backoffMs = minBackoffMs;
  let restarts = 0;
  let timer = null;
  let child = null;

  const run = () => {
    timer = null;
    if (stopping) return;
    const startedAt = Date.now();
    child = start();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // A child that ran long enough was healthy: its next crash restarts quickly again.
      if (Date.now() - startedAt >= stableMs) backoffMs = minBackoffMs;
      restarts += 1;
      log({ service: name, msg: 'exited; restarting', code, signal, restartInMs: backoffMs, restarts });
      timer = setTimeout(run, backoffMs);
      backoffMs = Math.min(maxBackoffMs, backoffMs * 2);
    });
  };
  run();

  return {
    name,
    /** The running child (a new object after each restart). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Stops restarting and sends `signal` to the current child; resolves once it has exited. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (timer) clearTimeout(timer);
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        c.once('exit', resolve);
        c.kill(signal);
      });
    },
  };
}
