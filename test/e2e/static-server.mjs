// A static server for the built app whose service worker can be republished while it runs, so the
// end-to-end check can publish "a new version" under an open page. Files are read on every request.
import { createServer } from 'node:http';
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` on `port`; navigations to app routes get index.html. `publish(n)` changes the service worker's bytes. */
export async function startStaticServer(root, port) {
  let build = 1;
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = extname(path) ? join(root, path) : join(root, 'index.html');
    try {
      let body = await readFile(file);
      // A service worker that differs by one byte is a new version to the browser.
      if (path === '/sw.js' && build > 1) body = Buffer.concat([body, Buffer.from(`\n// build ${build}\n`)]);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return {
    publish: (n) => (build = n),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
