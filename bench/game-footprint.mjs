// For each game: the files outside every game's own places that name it (its id, or its name's words),
// every file the repository keeps counted, tests, test helpers, benchmarks and documents included. A
// game's own places are the folders named after it (src/engine/games/<id>/, src/games/<id>/,
// docs/games/<id>/, scenarios/<id>/, bench/<id>/) and its page, docs/games/<id>.md. The games and their names are read
// from the registry, src/engine/core/source.ts. The three registries (that file, src/engine/games/index.ts
// and src/games/index.ts) are the files that should name a game. README.md is left out by design: it is
// the app's description for its players, and lists in its prose the games the app serves.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const REGISTRY = 'src/engine/core/source.ts';
const LEFT_OUT = ['README.md'];

/** The games as the registry lists them: each id with its name. */
function games() {
  const source = readFileSync(REGISTRY, 'utf8');
  const names = /GAME_NAMES[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...names.matchAll(/(\w+):\s*(['"])(.*?)\2/g)].map(([, id, , name]) => ({ id, name }));
}

/** What names a game: its id, and its name without a leading "The", a note in brackets, or what follows " of " ("&" also as "and"). */
function wordsOf({ id, name }) {
  const short = name.replace(/\s*\(.*?\)/g, '').replace(/^the /i, '').split(/ of /i)[0].trim().toLowerCase();
  return [...new Set([id.toLowerCase(), short, short.replaceAll('&', 'and')])];
}

const escape = (w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word on its own: not inside a longer word, a number or an encoded hash. */
const wordPattern = (words) => new RegExp(words.map((w) => `(?<![a-z0-9])${escape(w)}(?![a-z0-9])`).join('|'), 'i');

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !LEFT_OUT.includes(f));
const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

const all = games();
/** A file in a game's own places: the folders named after it, and its page. */
const placeOf = (f, id) => f.split('/').slice(0, -1).includes(id) || f === `docs/games/${id}.md`;
// Every game's places are its own, whichever game they name: one game's folders may name another (a
// definition that rebuilds another game's rules); only the files no game owns are counted.
const shared = files.filter((f) => !all.some((g) => placeOf(f, g.id)));
for (const game of all) {
  const names = wordPattern(wordsOf(game));
  const naming = shared.filter((f) => names.test(texts.get(f) ?? ''));
  console.log(`${game.id}: ${naming.length} files outside its folders name it${naming.length ? `: ${naming.join(', ')}` : ''}`);
}
