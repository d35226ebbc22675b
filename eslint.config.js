import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'dev-dist/', '.tmp/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', navigator: 'readonly', self: 'readonly',
        console: 'readonly', process: 'readonly', crypto: 'readonly', performance: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', Blob: 'readonly', fetch: 'readonly',
        // Benchmarks and end-to-end checks run some functions inside the page.
        indexedDB: 'readonly', requestAnimationFrame: 'readonly', requestIdleCallback: 'readonly', MutationObserver: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in src/engine/core/rng.ts.' }],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['lit', 'lit/*', 'dexie', 'comlink', 'workbox-*', '../../ui/*', '../../store/*'] }],
    },
  },
);
