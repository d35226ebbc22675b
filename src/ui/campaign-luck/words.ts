import type { SideWords } from '../../desk/rules';

/** A chance as a percentage to one decimal; one that rounds to nothing is said to be under 0.1% (a chance too small for a double reads 0). */
export function percent(chance: number): string {
  const p = 100 * chance;
  return p < 0.05 ? 'under 0.1%' : `${p.toFixed(1).replace(/\.0$/, '')}%`;
}

/** How to read the chance that fair dice do something (`deed`: "do at least this badly"), in words: how often they do. */
export function reading(chance: number, deed = 'do at least this badly'): string {
  if (chance >= 1) return `fair dice always ${deed}: nothing unusual`;
  if (chance >= 0.5) return `fair dice ${deed} more often than not: nothing unusual`;
  if (chance < 1e-6) return `fair dice ${deed} less than once in a million times`;
  return `fair dice ${deed} about 1 time in ${Math.round(1 / chance).toLocaleString('en')}`;
}

/** A side's name as the game gives it ("Union"), or as the log keeps it when the game names no such side. */
export function sideName(id: string, sides: readonly SideWords[] | undefined): string {
  return sides?.find((s) => s.id === id)?.words ?? id.charAt(0).toUpperCase() + id.slice(1);
}
