import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.mjs';
import { reusedTabs } from './test/reused-tab.mjs';
import { countReporter } from './test/wtr-count-reporter.mjs';

/** Dexie's package entry imports its UMD build, which the dev server cannot serve as ESM; use its real ESM build. */
const dexieEsm = {
  name: 'dexie-esm',
  resolveImport({ source }) {
    if (source === 'dexie') return '/node_modules/dexie/dist/dexie.mjs';
    return undefined;
  },
};

/** The engine keeps its charts as JSON data files; serve them to the browser as modules, as Vite does. */
const jsonModules = {
  name: 'json-modules',
  resolveMimeType(context) {
    if (context.path.endsWith('.json')) return 'js';
    return undefined;
  },
  transform(context) {
    if (context.path.endsWith('.json')) return { body: `export default ${context.body};` };
    return undefined;
  },
};

export default {
  files: ['src/ui/**/*.test.ts', 'src/games/**/*.browser.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  // A file takes seconds; one that has not reported in a minute never will (the test command runs it again).
  testsFinishTimeout: 60_000,
  reporters: [defaultReporter(), countReporter('.tmp/results/browser.json')],
  testFramework: { config: { timeout: 10000 } },
  // Loaded before each test file: a failed assertion about an element is reported, not hung on (test/browser-setup.ts).
  testRunnerHtml: (testFramework) => `<!DOCTYPE html><html><head></head><body><script type="module" src="/test/browser-setup.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  plugins: [dexieEsm, jsonModules, esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  // Each test file in the tab the file before used, emptied (test/reused-tab.mjs).
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }, ...reusedTabs() })],
};
