import { defineConfig } from 'vitest/config';

// Pure code only: engine, store (over fake-indexeddb), desk and map logic, each game's main-thread
// rules, scripts. Components run in real Chromium (web-test-runner).
export default defineConfig({
  test: {
    include: ['src/engine/**/*.test.ts', 'src/store/**/*.test.ts', 'scripts/**/*.test.ts', 'src/*.test.ts', 'src/campaign/**/*.test.ts', 'src/desk/**/*.test.ts', 'src/plan/**/*.test.ts', 'src/map/**/*.test.ts', 'src/games/**/*.test.ts', 'test/unit/**/*.test.ts'],
    // A game's component tests run in Chromium with the others.
    exclude: ['src/games/**/*.browser.test.ts'],
    environment: 'node',
    // Test files share their worker's modules: each loads the whole engine, and loading it again
    // for every file was half the suite's time. Tests restore whatever global they change.
    isolate: false,
  },
});
