// Runs every benchmark: the engine's (one core, Node) and the browser budgets (headless Chromium).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const engineBenches = readdirSync('bench').filter((f) => f.endsWith('.bench.ts')).sort();
for (const file of engineBenches) spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
spawnSync('node', ['bench/browser.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/desk.bench.mjs'], { stdio: 'inherit' });
spawnSync('node', ['bench/map.bench.mjs'], { stdio: 'inherit' });
