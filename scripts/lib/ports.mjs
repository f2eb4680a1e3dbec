// Free loopback ports for the servers a run starts (the e2e runner, the benches).
import { createServer } from 'node:net';

function probePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const handedOut = new Set();

/**
 * A port nothing listens on, and never one this process already handed out: the system may give
 * a port just closed to the next probe, and two servers told the same port once made a CI run's
 * reference server answer as a partner page ("Not found").
 */
export async function freePort() {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
