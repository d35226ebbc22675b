import { readFileSync } from 'node:fs';
import type { Analysis } from '../../core/combat';
import { enumerate } from '../../core/distribution';
import { type Fraction, fraction } from '../../core/fraction';
import { parseOrThrow } from '../../core/validate';
import { wbtsGame } from './index';
import { KINDS } from './schema/index';

type Kind = (typeof KINDS)[number];
type Json = Record<string, unknown>;

const root = new URL('../../../../', import.meta.url);

/** For tests: the documented example of a kind, as a fresh copy to change. */
export function example(kind: Kind): Json {
  return JSON.parse(readFileSync(new URL(`docs/games/wbts/${kind}.json`, root), 'utf8')) as Json;
}

/** For tests: the example of a kind with `change` made to a copy of it. */
export function changed(kind: Kind, change: (d: Json & { attacker: Json & { hexes: Json[] }; defender: Json & { units: Json[] }; charts: Record<string, Json> }) => void): Json {
  const d = example(kind);
  change(d as Parameters<typeof change>[0]);
  return d;
}

/** For tests: the chances of an analysis by outcome label. */
export const chancesByLabel = (a: Analysis): Map<string, Fraction> => new Map(a.chances.map((c) => [c.label, c.probability]));

/** For tests: a description's distribution both ways — as the game gives it and by walking the dice tree — by key, as exact chances. */
export function bothWays(input: Json): { readonly given: Map<string, Fraction>; readonly walked: Map<string, Fraction> } {
  const { format: _f, game: _g, ...rest } = input;
  const prepared = wbtsGame.prepare(parseOrThrow(wbtsGame.schema, rest));
  const asMap = (d: { total: number; outcomes: readonly { value: { key: string }; weight: number }[] }) => new Map(d.outcomes.map((o) => [o.value.key, fraction(o.weight, d.total)]));
  const walked = asMap(enumerate((dice) => prepared.roll(dice), (o) => o.key));
  return { given: prepared.distribution ? asMap(prepared.distribution()) : walked, walked };
}
