// A free loopback port for a server a script starts. Chosen below the kernel's ephemeral range
// (32768-60999 on Linux), so it never collides with the local end of an outgoing connection
// (pg pools, NATS clients, HTTP polling), and tried once here, so it is free right now; the
// process it is for binds it a moment later.
import net from 'node:net';

const LOW = 20_000;
const HIGH = 32_000;

function tryListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

const handedOut = new Set();

export async function freePort() {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (handedOut.has(port)) continue;
    if (await tryListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
