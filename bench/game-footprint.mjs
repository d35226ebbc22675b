// For each game: the source files outside the folders named after it that name it (its id, or its
// name's words), tests aside (test support counts: it is shared code too). The registries are the three that should.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const GAMES = {
  wilderness: ['wilderness'],
  gcacw: ['gcacw', 'great campaigns'],
  wbts: ['wbts', 'war between the states'],
  cwbs: ['cwbs', 'brigade series'],
  bng: ['bng', 'blue & grey', 'blue and grey'],
};
const isTest = (f) => /\.test\.ts$/.test(f);
const files = execFileSync('git', ['ls-files', 'src', 'workers', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|mjs|js)$/.test(f) && !isTest(f));

for (const [id, words] of Object.entries(GAMES)) {
  const naming = files.filter((f) => !f.split('/').includes(id) && words.some((w) => readFileSync(f, 'utf8').toLowerCase().includes(w)));
  console.log(`${id}: ${naming.length} files outside its folders name it${naming.length ? `: ${naming.join(', ')}` : ''}`);
}
