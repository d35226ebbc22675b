import { defineConfig } from 'vitest/config';

// Pure code only: engine, store (over fake-indexeddb), scripts. Components run in real Chromium (web-test-runner).
export default defineConfig({
  test: {
    include: ['src/engine/**/*.test.ts', 'src/store/**/*.test.ts', 'scripts/**/*.test.ts', 'src/*.test.ts', 'src/desk/**/*.test.ts', 'src/map/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
