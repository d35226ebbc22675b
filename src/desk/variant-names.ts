import { listWords } from './plan-words';

/**
 * One setting of a combat on the desk in the game's words, said so it reads alone in a variant's
 * name: "Prepared attack", "No rain", "Flank bonus +2", "IX across a river". `key` tells the settings
 * apart: two set-ups with a key in common differ there when their words do.
 */
export interface SettingWords {
  readonly key: string;
  readonly words: string;
}

/** A variant of an attack as its name is made: its units, and its settings in the game's words. */
export interface VariantSetUp {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly settings: readonly SettingWords[];
}

export interface VariantNames {
  /** What the variants attack with and against in common: "Sedgwick → Wilcox". */
  readonly attack: string;
  /** Each variant by what differs from the others: "Prepared attack", "With VI Corps, no rain". */
  readonly names: readonly string[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The ids every list holds, in the first list's order. */
function inEvery(lists: readonly (readonly string[])[]): string[] {
  return (lists[0] ?? []).filter((id) => lists.every((l) => l.includes(id)));
}

/** A variant's units beyond those all the variants have, and those another variant has that it lacks. */
function unitWords(own: readonly string[], all: readonly (readonly string[])[], name: (id: string) => string, words: { readonly with: string; readonly without: string }): string[] {
  const common = inEvery(all);
  const others = [...new Set(all.flat())];
  const added = own.filter((id) => !common.includes(id));
  const left = others.filter((id) => !own.includes(id));
  return [...(added.length > 0 ? [`${words.with} ${listWords(added.map(name))}`] : []), ...(left.length > 0 ? [`${words.without} ${listWords(left.map(name))}`] : [])];
}

const capital = (s: string) => (s ? `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}` : s);

/**
 * Names variants of an attack by what differs between them: each setting whose words differ among
 * the variants that have it (the kind of attack, a condition claimed or not), then the units one
 * has that not all have ("with VI Corps") and those others have that it lacks ("without IX Corps").
 * A variant set up as an earlier one is named as the same; one alone is named by its units.
 */
export function variantNames(variants: readonly VariantSetUp[], name: (id: string) => string): VariantNames {
  const attackers = inEvery(variants.map((v) => v.attackers));
  const defenders = inEvery(variants.map((v) => v.defenders));
  const against = defenders.map(name).join(', ') || 'no defender in common';
  const attack = attackers.length > 0 ? `${attackers.map(name).join(', ')} → ${against}` : `Attacks on ${against}`;
  const keys = [...new Set(variants.flatMap((v) => v.settings.map((s) => s.key)))];
  const differing = keys.filter((key) => new Set(variants.flatMap((v) => v.settings.filter((s) => s.key === key).map((s) => s.words))).size > 1);
  const parts = variants.map((v) => [
    ...differing.flatMap((key) => v.settings.filter((s) => s.key === key).map((s) => s.words)),
    ...unitWords(
      v.attackers,
      variants.map((x) => x.attackers),
      name,
      { with: 'with', without: 'without' },
    ),
    ...unitWords(
      v.defenders,
      variants.map((x) => x.defenders),
      name,
      { with: 'also against', without: 'not against' },
    ),
  ]);
  const alike = (a: VariantSetUp, b: VariantSetUp) => JSON.stringify([a.attackers, a.defenders, a.settings]) === JSON.stringify([b.attackers, b.defenders, b.settings]);
  const names = variants.map((v, i) => {
    const same = variants.findIndex((w) => alike(v, w));
    if (same < i) return `The same as ${LETTERS[same] ?? same + 1}`;
    const said = parts[i] ?? [];
    return said.length > 0 ? capital(said.join(', ')) : attack;
  });
  return { attack, names };
}

/** A condition the player claims or not, in its set-up label's words: "Cavalry charge", "Cavalry charge not claimed". */
export function claimed(key: string, label: string, on: boolean): SettingWords {
  return { key, words: on ? label : `${label} not claimed` };
}
