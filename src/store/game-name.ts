/**
 * A game's name: bounded, and something the player can see. It is counted as the player sees it
 * (a letter with its accents, an emoji of several code points, each one character), and a name of
 * only blanks, zero-width or other invisible characters shows nothing, so it is refused.
 */

/** The most characters a game's name may have, as the player counts them. */
export const GAME_NAME_MAX = 60;

/**
 * The most code units one character may have: a letter with many marks stacked on it is one
 * character as the player counts, but is drawn taller with each. The longest emoji (a family, a
 * couple with skin tones) have 15.
 */
const MAX_UNITS = 16;

/** The most code units a name that fits may have. */
const HEAD = GAME_NAME_MAX * MAX_UNITS;

/** What shows nothing on its own: blanks, format and control characters, the default-ignorable ones, marks with no letter to sit on, the blank Braille cell. */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u2800]*$/u;

/** Line breaks, tabs and other controls: a name is one line. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

const CHARACTERS = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of `text` as the player sees them. */
function characters(text: string): string[] {
  return Array.from(CHARACTERS.segment(text), (s) => s.segment);
}

/** The name as kept: on one line, without blanks at either end. */
function tidy(raw: string): string {
  return raw.replace(BREAKS, ' ').trim();
}

export type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string };

/** Checks a name the player typed; a refusal names the field and says what to do. */
export function checkGameName(raw: string): NameCheck {
  const name = tidy(raw);
  if (name === '') return { ok: false, message: 'Game name: give the game a name' };
  if (INVISIBLE.test(name)) return { ok: false, message: 'Game name: nothing in it shows on screen; give the game a name with letters or numbers' };
  // Only the head is counted: past it there are more characters than fit (segmenting a long text takes seconds).
  const whole = name.length <= HEAD;
  const all = characters(whole ? name : name.slice(0, HEAD));
  if (all.length > GAME_NAME_MAX) return { ok: false, message: `Game name: at most ${GAME_NAME_MAX} characters; this one has ${whole ? all.length : `more than ${GAME_NAME_MAX}`}` };
  if (!whole || all.some((c) => c.length > MAX_UNITS)) return { ok: false, message: 'Game name: a character in it has too many marks on it to show; type it again without them' };
  return { ok: true, name };
}

/** What a game with no name that shows is called. */
export const UNNAMED = 'Game with no name';

/**
 * A name that can be kept and shown, from any name (an imported game's, or one saved before names
 * were checked), with `suffix` after it (" (imported)"): cut to fit the most characters, ending in
 * "…", or called `UNNAMED` when nothing in it shows.
 */
export function safeGameName(raw: string, suffix = ''): string {
  // Drawn with every change on the desk: cutting a name into characters takes a while each time.
  const key = `${suffix}\u0000${raw}`;
  const known = shownNames.get(key);
  if (known !== undefined) return known;
  if (shownNames.size >= SHOWN_NAMES_KEPT) shownNames.clear();
  const shown = shownName(raw, suffix);
  shownNames.set(key, shown);
  return shown;
}

/** The names shown lately, by suffix and name as given. */
const shownNames = new Map<string, string>();
const SHOWN_NAMES_KEPT = 64;

function shownName(raw: string, suffix: string): string {
  const tidied = tidy(raw);
  const name = tidied === '' || INVISIBLE.test(tidied) ? UNNAMED : tidied;
  const whole = name.length <= HEAD;
  const all = characters(whole ? name : name.slice(0, HEAD));
  // The last character of a head cut from a longer name may be cut through.
  if (!whole) all.pop();
  // A character with too many marks keeps its letter and first mark.
  const shown = all.map((c) => (c.length > MAX_UNITS ? String.fromCodePoint(...[...c].slice(0, 2).map((p) => p.codePointAt(0) ?? 32)) : c));
  const room = GAME_NAME_MAX - (suffix === '' ? 0 : characters(suffix).length);
  const cut = whole && shown.length <= room ? shown.join('') : `${shown.slice(0, room - 1).join('').trimEnd()}…`;
  return `${INVISIBLE.test(cut.replace('…', '')) ? UNNAMED : cut}${suffix}`;
}
