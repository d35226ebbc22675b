// The component tests open every test file in a tab kept from a file before, not a new one: a new
// tab starts a renderer process (one to two seconds on two cores, each of some eighty files) and
// fetches and compiles every module again, where a kept tab reloads them from the browser's cache.
// Between files the tab is left as a new one would be: the test runner has already sent it to a
// blank page, which ends every script, timer, connection and lock of the file; here everything the
// test server's origin stored is deleted (IndexedDB, localStorage, caches, service workers, cookies)
// and the media features a test emulated are set back. The runner sets the viewport for each file.
// Each tab has a browser context of its own, so files run side by side never share what they store.

/** The media a new Playwright context emulates. */
const FRESH_MEDIA = { media: null, colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' };

/**
 * The launcher's `createBrowserContext` and `createPage`: each test file is given an idle tab of its
 * browser (a new tab only when none is idle: the first file, or one more run side by side).
 */
export function reusedTabs() {
  /** Per browser, its tabs waiting for a file. */
  const idle = new WeakMap();

  async function lease(browser) {
    if (!idle.has(browser)) idle.set(browser, []);
    const waiting = idle.get(browser);
    const tab = waiting.pop() ?? (await newTab(browser));
    return {
      newPage: async () => tab.page,
      // The launcher closes a file's context when the file is done: the tab is emptied and kept instead.
      close: async () => {
        if (await emptied(tab)) waiting.push(tab);
        else await tab.context.close().catch(() => undefined);
      },
    };
  }

  return {
    createBrowserContext: ({ browser }) => lease(browser),
    createPage: ({ context }) => context.newPage(),
  };
}

/** A tab in a context of its own, with the origins it has shown (to empty afterwards) and whether its renderer crashed. */
async function newTab(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tab = { context, page, origins: new Set(), crashed: false };
  page.on('crash', () => (tab.crashed = true));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) tab.origins.add(origin);
  });
  return tab;
}

/** Deletes what the tab's origins stored and resets the media emulated; false if the tab cannot be used again. */
async function emptied(tab) {
  if (tab.crashed || tab.page.isClosed()) return false;
  try {
    const cdp = await tab.context.newCDPSession(tab.page);
    for (const origin of tab.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    tab.origins.clear();
    await tab.page.emulateMedia(FRESH_MEDIA);
    return true;
  } catch {
    return false;
  }
}
