/** A list in words: "Hancock", "Hancock and Wright", "II, V and VI". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** An attack of the plan as another attack's chance refers to it: its number in the plan and its attackers' names. */
export interface AttackRef {
  readonly number: number;
  readonly attackers: readonly string[];
}

/**
 * What a later attack's chance on a hex is counted after, in the player's words: "after attack 1 by
 * Sedgwick on this hex", "after attack 1 by Sedgwick, then attack 2 by Hancock and Wright, on this hex".
 */
export function afterWords(earlier: readonly AttackRef[]): string {
  const one = (a: AttackRef) => `attack ${a.number}${a.attackers.length > 0 ? ` by ${listWords(a.attackers)}` : ''}`;
  return earlier.length === 1 ? `after ${earlier.map(one).join('')} on this hex` : `after ${earlier.map(one).join(', then ')}, on this hex`;
}
