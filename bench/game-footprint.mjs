// For each game: the shared source files (outside every game's folders) that name it (its id, or its
// name's words), tests aside (test support counts: it is shared code too). The registries are the three that should.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const GAMES = {
  wilderness: ['wilderness'],
  gcacw: ['gcacw', 'great campaigns'],
  wbts: ['wbts', 'war between the states'],
  cwbs: ['cwbs', 'brigade series'],
  bng: ['bng', 'blue & grey', 'blue and grey'],
  // Its id is a common word: it is named by the id in quotes or a path, or by its name.
  own: ["'own'", '"own"', "/own'", '/own/', 'owngame', 'your own game'],
};
const isTest = (f) => /\.test\.ts$/.test(f);
const files = execFileSync('git', ['ls-files', 'src', 'workers', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|mjs|js)$/.test(f) && !isTest(f));

// A game's folders are its own, whichever game they name (a definition of one game may rebuild another's rules).
const ids = Object.keys(GAMES);
const shared = files.filter((f) => !f.split('/').some((part) => ids.includes(part)));
for (const [id, words] of Object.entries(GAMES)) {
  const naming = shared.filter((f) => words.some((w) => readFileSync(f, 'utf8').toLowerCase().includes(w)));
  console.log(`${id}: ${naming.length} files outside its folders name it${naming.length ? `: ${naming.join(', ')}` : ''}`);
}
