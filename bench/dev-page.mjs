// A page of the app served by the development server (its modules importable by path, as
// `/src/...`), in headless Chromium, for the benchmarks that time the app's own code in the page.
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { freePort } from '../test/free-port.mjs';

/** Runs `bench` on a fresh page of the app, then closes the browser and the server. */
export async function withDevPage(bench) {
  const port = await freePort();
  const server = await createServer({ server: { port, strictPort: true }, logLevel: 'warn' });
  await server.listen();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await bench(page);
  } finally {
    await browser.close();
    await server.close();
  }
}
