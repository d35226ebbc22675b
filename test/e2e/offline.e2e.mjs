// Offline end-to-end check against the production build: the service worker takes control, a game is
// saved through the app, then the app is reloaded and deep-linked with the network off, and again with
// the server stopped; the page's Content-Security-Policy holds and nothing is asked of another origin;
// a first visit's caching waits for the player's first pause; then a new version is published under
// an open page. Writes its counts to .tmp/results/e2e.json.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checks } from './checks.mjs';
import { startStaticServer } from './static-server.mjs';
import { freePort } from '../free-port.mjs';
import { GAME_IDS } from '../game-ids.mjs';

const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const { counts, expectThat } = checks();

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
// Every request the app makes, and every Content-Security-Policy violation on any of its pages.
const requested = [];
const violations = [];
context.on('request', (r) => requested.push(r.url()));
await context.exposeBinding('reportCspViolation', (_source, text) => violations.push(text));
await context.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (e) => window.reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`));
});
const page = await context.newPage();
page.on('pageerror', (e) => console.log(`    page error: ${e.message}`));
let serverStopped = false;
const TIMEOUT = { timeout: 8000 };

try {
  let gameId = '';
  await expectThat('the service worker installs and controls the page', async () => {
    await page.goto(BASE);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // With update-on-prompt the first visit is not controlled until it reloads.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, TIMEOUT);
  });

  await expectThat('a new game is saved through the app into IndexedDB', async () => {
    await page.locator('adj-home input[name=name]').fill('Offline check');
    await page.locator('adj-home select[name=rules]:not([disabled])').waitFor(TIMEOUT);
    await page.locator('adj-home button[type=submit]').click();
    await page.locator('adj-desk h1', { hasText: 'Offline check' }).waitFor(TIMEOUT);
    gameId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    if (!gameId) throw new Error(`no game id in ${page.url()}`);
  });

  await expectThat("a game fetches its own plug-in and no other's, and every plug-in is precached for offline", async () => {
    const chunk = (id) => new RegExp(`/assets/${id}-[\\w-]+\\.js$`);
    // The new game plays the first game the app serves, the one the form offers first.
    const [first, ...others] = GAME_IDS;
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    if (!fetched.some((url) => chunk(first).test(url))) throw new Error(`the ${first} plug-in was not fetched for a ${first} game`);
    const stray = others.filter((id) => fetched.some((url) => chunk(id).test(url)));
    if (stray.length > 0) throw new Error(`fetched for a ${first} game: ${stray.join(', ')}`);
    const cached = await page.evaluate(async () => (await Promise.all((await globalThis.caches.keys()).map(async (key) => (await (await globalThis.caches.open(key)).keys()).map((r) => r.url)))).flat());
    const missing = GAME_IDS.filter((id) => !cached.some((url) => chunk(id).test(url)) || !cached.some((url) => chunk(`${id}-views`).test(url)));
    if (missing.length > 0) throw new Error(`not precached: ${missing.join(', ')}`);
  });

  await expectThat("a game opened at its record fetches its record's code in one round after the desk's: the record imports nothing the desk has not loaded", async () => {
    const assets = readdirSync('dist/assets');
    // A chunk by its name and the build's 8-character hash (`desk` is not `desk-title`).
    const named = (name) => assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f)) ?? '';
    // A chunk's static imports, as the build writes them (its dynamic ones are `import(`…`)`).
    const imports = (file) => [...readFileSync(`dist/assets/${file}`, 'utf8').matchAll(/(?:from|import)"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    const withDesk = new Set();
    const load = (file) => {
      if (withDesk.has(file)) return;
      withDesk.add(file);
      imports(file).forEach(load);
    };
    load(named('desk'));
    if (withDesk.size < 2) throw new Error('the desk chunk or its imports were not found');
    const later = imports(named('record-activity')).filter((f) => !withDesk.has(f));
    if (later.length > 0) throw new Error(`fetched only after the record's own code: ${later.join(', ')}`);
  });

  await expectThat("the desk's code and the last game's views are fetched as soon as the home screen's games are drawn, not when the page is next idle", async () => {
    // A page that is never idle: a tap that comes before an idle moment would find the desk unloaded.
    const busy = await context.newPage();
    await busy.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    try {
      await busy.goto(BASE);
      await busy.locator('adj-home a.game').first().waitFor(TIMEOUT);
      const fetched = (chunk) => busy.waitForFunction((name) => performance.getEntriesByType('resource').some((e) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(e.name)), chunk, TIMEOUT);
      await Promise.all([fetched('desk'), fetched(`${GAME_IDS[0]}-views`)]);
    } finally {
      await busy.close();
    }
  });

  for (const mode of ['network off', 'server stopped']) {
    if (mode === 'network off') await context.setOffline(true);
    else {
      await context.setOffline(false);
      await new Promise((resolve) => server.httpServer.close(resolve));
      serverStopped = true;
    }

    await expectThat(`${mode}: reload shows the saved game on the home screen`, async () => {
      await page.goto(BASE);
      await page.locator('adj-home a.game', { hasText: 'Offline check' }).waitFor(TIMEOUT);
      const status = await page.locator('adj-header .status').textContent();
      if (mode === 'network off' && status?.trim() !== 'Offline') throw new Error(`header says "${status?.trim()}"`);
    });

    await expectThat(`${mode}: a deep link to the game's desk opens it`, async () => {
      await page.goto(`${BASE}/games/${encodeURIComponent(gameId)}`);
      await page.locator('adj-desk h1', { hasText: 'Offline check' }).waitFor(TIMEOUT);
    });

    if (mode === 'network off') {
      await expectThat(`${mode}: a game file shared from another app is taken by the service worker and opens at its desk; a bad one is refused by name`, async () => {
        // Export is in the game's menu, beside its name.
        await page.locator('adj-desk .title summary', { hasText: 'Game' }).click();
        const [download] = await Promise.all([page.waitForEvent('download', TIMEOUT), page.locator('adj-desk .title button', { hasText: /^Export$/ }).click()]);
        // Named apart, so the other checks find the game they made.
        const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
        const text = JSON.stringify({ ...file, game: { ...file.game, name: 'Shared while offline' } });
        // As the platform's share sheet sends it to the manifest's share_target: a form POST with the file.
        const shareFile = (name, content) =>
          page.evaluate(
            ([fileName, body]) => {
              const form = Object.assign(document.createElement('form'), { method: 'post', action: '/share', enctype: 'multipart/form-data' });
              const input = Object.assign(document.createElement('input'), { type: 'file', name: 'file' });
              const files = new window.DataTransfer();
              files.items.add(new window.File([body], fileName, { type: 'application/json' }));
              input.files = files.files;
              form.append(input);
              document.body.append(form);
              form.submit();
            },
            [name, content],
          );
        await shareFile('notes.json', '{"kind": "adjutant-game"}');
        await page.locator('adj-home [role=alert]', { hasText: 'notes.json was not imported; nothing has changed.' }).waitFor(TIMEOUT);
        await shareFile('offline-check.adjutant.json', text);
        await page.locator('adj-desk h1', { hasText: 'Shared while offline (imported)' }).waitFor(TIMEOUT);
        if (new URL(page.url()).search !== '') throw new Error(`the address kept the share: ${page.url()}`);
      });
    }

    await expectThat(`${mode}: the tables browser works (engine worker served from cache)`, async () => {
      await page.goto(`${BASE}/games/${encodeURIComponent(gameId)}/tables`);
      await page.locator('adj-tables caption').first().waitFor(TIMEOUT);
    });

    await expectThat(`${mode}: a combat of the first game the app serves is played from a new game of its first scenario to a logged result`, async () => {
      await page.goto(BASE);
      await page.locator('adj-home input[name=name]').fill(`Played with ${mode}`);
      await page.locator('adj-home select[name=scenario]').waitFor(TIMEOUT);
      await page.locator('adj-home button[type=submit]').click();
      await page.locator('adj-desk h1', { hasText: `Played with ${mode}` }).waitFor(TIMEOUT);
      // Game 1.0's roster: Heth and Anderson (5 + 5) attack the V Corps (12) at 1-2; the other army's unit goes to the defenders.
      await page.locator('adj-roster button', { hasText: 'Heth' }).click();
      await page.locator('adj-roster button', { hasText: 'Anderson' }).click();
      await page.locator('adj-roster button', { hasText: /(^|\s)V, union/i }).click();
      await page.locator('adj-live-panel adj-outcome-chart').waitFor(TIMEOUT);
      // The map's code comes from the cache too, and the combat goes on it.
      await page.locator('adj-desk button', { hasText: 'Show the map' }).click();
      await page.locator('adj-map svg.world').waitFor(TIMEOUT);
      await page.locator('adj-desk button', { hasText: 'Place V' }).click();
      await page.locator('adj-desk details.agrees summary', { hasText: 'The map agrees on 2 settings' }).waitFor(TIMEOUT);
      await page.locator('adj-desk .actions button', { hasText: 'Enter dice' }).click();
      await page.locator('adj-dice-entry button[aria-label="Rolled 6"]').click();
      await page.locator('adj-desk .sheet:not(.unseen) adj-result-card h3').waitFor(TIMEOUT);
      const shown = (await page.locator('adj-desk .sheet:not(.unseen) adj-result-card h3').textContent())?.trim();
      await page.reload();
      // The log is the record's, one tap away.
      await page.locator('adj-desk nav.tabs a', { hasText: 'Record' }).click();
      await page.locator('adj-combat-log li').first().waitFor(TIMEOUT);
      const logged = await page.locator('adj-combat-log li').first().textContent();
      if (!shown || !logged?.includes(shown)) throw new Error(`the log shows "${logged?.trim()}", the result was "${shown}"`);
      if (!logged.includes('typed in')) throw new Error('the log does not say the dice were typed in');
    });

    await expectThat(`${mode}: the turn's after-action report opens from the desk and prints without the app's controls`, async () => {
      await page.locator('adj-desk a', { hasText: 'Report of turn 1, to print' }).click();
      await page.locator('adj-after-action section.turn li').first().waitFor(TIMEOUT);
      await printed(`report-${mode.replace(' ', '-')}`, ['adj-header', 'adj-after-action .controls', 'adj-after-action button']);
    });

    await expectThat(`${mode}: a chart prints on its own as a quick reference`, async () => {
      await page.goto(`${BASE}/games/${encodeURIComponent(gameId)}/tables`);
      await page.locator('adj-tables .chart').nth(1).waitFor(TIMEOUT);
      // The browser's print dialog is not for a test: the page's print() is caught, the print stylesheet shown.
      await page.evaluate(() => (window.print = () => undefined));
      await page.locator('adj-tables button.print').nth(1).click();
      await printed(`chart-${mode.replace(' ', '-')}`, ['adj-header', 'adj-tables h1', 'adj-tables .picker', 'adj-tables .chart >> nth=0']);
      if (!(await page.locator('adj-tables .chart').nth(1).isVisible())) throw new Error('the chart to print is not shown');
      await page.evaluate(() => window.dispatchEvent(new window.Event('afterprint')));
    });
  }

  await checkSecurity();
  await checkFirstCaching();
  await checkUpdate();
} finally {
  await browser.close();
  if (!serverStopped) await new Promise((resolve) => server.httpServer.close(resolve));
}

/** The page as the print stylesheet lays it out, none of `hidden` on it, kept as a picture to look at. */
async function printed(name, hidden) {
  await page.emulateMedia({ media: 'print' });
  try {
    for (const selector of hidden) if (await page.locator(selector).first().isVisible()) throw new Error(`${selector} shows on paper`);
    mkdirSync('.tmp/results', { recursive: true });
    await page.screenshot({ path: `.tmp/results/print-${name}.png`, fullPage: true });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** The page's policy allows no inline script and no other origin; nothing the app did broke it or went elsewhere. */
async function checkSecurity() {
  await expectThat('security: the page carries a Content-Security-Policy with no inline script and no remote origin', async () => {
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    if (JSON.stringify(directives['script-src']) !== JSON.stringify(["'self'"])) throw new Error(`script-src is ${directives['script-src']}`);
    if (JSON.stringify(directives['default-src']) !== JSON.stringify(["'self'"])) throw new Error(`default-src is ${directives['default-src']}`);
    if (/https?:|\*/.test(policy)) throw new Error(`the policy names another origin: ${policy}`);
  });

  await expectThat('security: nothing the app did broke the policy, and an inline script is refused', async () => {
    if (violations.length > 0) throw new Error(`violations: ${violations.join('; ')}`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await page.waitForFunction(() => true);
    if (await page.evaluate(() => window.inlineRan === true)) throw new Error('an inline script ran');
    for (let waited = 0; violations.length === 0 && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!violations.some((v) => v.startsWith('script-src'))) throw new Error('no violation was reported for the inline script');
  });

  await expectThat('security: the app asked for nothing from any origin but its own', async () => {
    const elsewhere = requested.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));
    if (requested.length === 0) throw new Error('no request was seen');
    if (elsewhere.length > 0) throw new Error(`requests elsewhere: ${elsewhere.join(', ')}`);
  });
}

/**
 * A first visit's caching of the whole app for offline play waits for the player's first pause: none
 * while a name is typed a key every 0.4 s, then the app is ready for offline play once they stop.
 */
async function checkFirstCaching() {
  const port = await freePort();
  const site = await startStaticServer('dist', port);
  const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tab = await ctx.newPage();
  try {
    await expectThat("first visit: the app is cached for offline play in the player's first pause, not while they type", async () => {
      await tab.goto(`http://localhost:${port}/`);
      await tab.locator('adj-home input[name=name]').pressSequentially('Wilderness', { delay: 400 });
      if (await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)) throw new Error('the service worker was registered while the player typed');
      await tab.evaluate(() => navigator.serviceWorker.ready);
    });
  } finally {
    await ctx.close();
    await site.close();
  }
}

/**
 * A new version published while a player is typing: the app offers it and does not reload; taking it
 * reloads into the new version with every saved game still there.
 */
async function checkUpdate() {
  const UPDATE_PORT = await freePort();
  const site = await startStaticServer('dist', UPDATE_PORT);
  const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tab = await ctx.newPage();
  tab.on('pageerror', (e) => console.log(`    page error: ${e.message}`));
  const base = `http://localhost:${UPDATE_PORT}`;
  try {
    let loads = 0;
    tab.on('load', () => loads++);
    await expectThat('update: a game saved under the first version', async () => {
      await tab.goto(base);
      await tab.evaluate(() => navigator.serviceWorker.ready);
      await tab.reload();
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, TIMEOUT);
      await tab.locator('adj-home input[name=name]').fill('Kept through the update');
      await tab.locator('adj-home select[name=rules]:not([disabled])').waitFor(TIMEOUT);
      await tab.locator('adj-home button[type=submit]').click();
      await tab.locator('adj-desk h1', { hasText: 'Kept through the update' }).waitFor(TIMEOUT);
      await tab.goto(base);
    });

    await expectThat('update: a new version is offered while a player types, and nothing reloads', async () => {
      await tab.locator('adj-home input[name=name]').fill('Half-typed');
      const before = loads;
      site.publish(2);
      await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await tab.locator('adj-update-prompt button', { hasText: 'Update now' }).waitFor(TIMEOUT);
      const typed = await tab.locator('adj-home input[name=name]').inputValue();
      if (typed !== 'Half-typed') throw new Error(`the name field holds "${typed}"`);
      if (loads !== before) throw new Error('the page reloaded before the player asked');
    });

    await expectThat('update: taking it reloads into the new version with the saved game there', async () => {
      const reloaded = tab.waitForEvent('load', TIMEOUT);
      await tab.locator('adj-update-prompt button', { hasText: 'Update now' }).click();
      await reloaded;
      await tab.locator('adj-home a.game', { hasText: 'Kept through the update' }).waitFor(TIMEOUT);
      const waiting = await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
      if (waiting) throw new Error('the new version is still waiting');
      if (await tab.locator('adj-update-prompt').count()) throw new Error('the update control is still shown');
    });
  } finally {
    await ctx.close();
    await site.close();
  }
}

mkdirSync('.tmp/results', { recursive: true });
writeFileSync('.tmp/results/e2e.json', JSON.stringify(counts));
console.log(`offline end-to-end: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
