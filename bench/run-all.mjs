// Runs every benchmark: the engine's (one core, Node) and the browser budgets (headless Chromium).
// `npm run bench -- <part>` runs only the engine benchmarks whose path contains <part> (`fast`, or a game's id).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { build } from 'vite';

const only = process.argv[2];

// The engine benchmarks run on the engine as the app ships it: bundled by Vite's bundler, as the
// worker is, rather than transformed file by file at load time.
// Each game's benchmarks sit in its own folder, bench/<game>/.
const engineBenches = readdirSync('bench', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    outDir: '.bench/engine',
    emptyOutDir: true,
    rollupOptions: { input: Object.fromEntries(engineBenches.map((f) => [f.replace(/\.ts$/, '').replaceAll('/', '-'), `bench/${f}`])) },
  },
});
for (const file of engineBenches) spawnSync('node', [`.bench/engine/${file.replace(/\.ts$/, '.js').replaceAll('/', '-')}`], { stdio: 'inherit' });
if (only) process.exit(0);
spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
spawnSync('node', ['bench/browser.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/first-combat.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/desk.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/map.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/plan.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/search.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/game-footprint.mjs'], { stdio: 'inherit' });
// Lighthouse is not a dependency of the project: its run needs a folder with it installed (bench/lighthouse.mjs).
if (process.env.LIGHTHOUSE_MODULES) spawnSync('node', ['bench/lighthouse.mjs'], { stdio: 'inherit' });
else console.log('lighthouse mobile performance on a game desk: not run (set LIGHTHOUSE_MODULES to a node_modules folder with lighthouse@13 in it)');
