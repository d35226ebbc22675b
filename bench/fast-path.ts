/**
 * A game's fast path on one core, with no memoisation: each evaluation works out the whole figures
 * distribution of one already-parsed description. Prints `<game> fast path: N evaluations/s`, the
 * median of five CPU-seconds, cycling through the descriptions given (several, so no single one
 * sets the figure).
 */
import { figureChances } from '../src/engine/core/figures';
import type { GameId } from '../src/engine/core/source';
import { parseOrThrow } from '../src/engine/core/validate';
import { fastFiguresOf, figuresOf } from '../src/engine/engine';
import { GAMES } from '../src/engine/games';
import { medianRate } from './measure';

export function benchFastPath(game: GameId, descriptions: readonly Record<string, unknown>[]): void {
  const module = GAMES[game];
  const planning = module?.planning;
  if (!module || !planning) throw new Error(`${game} has no fast path`);
  const parsed = descriptions.map((d) => {
    // The figure is for combats the fast path answers exactly as the explained path does.
    if (JSON.stringify(figureChances(fastFiguresOf(d))) !== JSON.stringify(figureChances(figuresOf(d)))) throw new Error(`${game}: the fast path disagrees with the explained path on ${JSON.stringify(d)}`);
    const { format: _format, game: _game, ...rest } = d;
    return parseOrThrow(module.schema, rest);
  });
  let i = 0;
  const run = (n: number) => {
    for (let k = 0; k < n; k++) {
      planning.fast.figures(parsed[i] as never);
      i = (i + 1) % parsed.length;
    }
  };
  run(20000);
  console.log(`${game} fast path: ${medianRate(() => run(1000), 1000)} evaluations/s`);
}
