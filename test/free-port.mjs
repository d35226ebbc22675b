import { createServer } from 'node:net';

/**
 * A port nothing on this machine listens on at this moment, for a check's or a benchmark's own
 * server: two runs at once (the tests while a benchmark runs, say) then never collide on a port.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
