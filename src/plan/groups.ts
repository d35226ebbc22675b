/** An attack as the plan's checks see it: the ids of its attacking and defending units. */
export interface AttackSides {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

/** A unit committed to more than one attack: its id and the attacks (indexes in plan order) it is in. */
export interface DoubleCommitment {
  readonly unit: string;
  readonly attacks: readonly number[];
}

/** Every attacking unit the plan commits to two attacks or more. */
export function doubleCommitments(attacks: readonly AttackSides[]): DoubleCommitment[] {
  const seen = new Map<string, number[]>();
  attacks.forEach((a, i) => {
    for (const id of new Set(a.attackers)) seen.set(id, [...(seen.get(id) ?? []), i]);
  });
  return [...seen].filter(([, at]) => at.length > 1).map(([unit, at]) => ({ unit, attacks: at }));
}

/**
 * The plan's attacks grouped by the defenders they hit: attacks that share a defending unit hit the
 * same hex and are fought one after the other, in plan order; the others are independent. Each group
 * holds attack indexes in plan order; groups come in the order of their first attack.
 */
export function defenderGroups(attacks: readonly AttackSides[]): number[][] {
  const groupOf: number[] = [];
  const groups: number[][] = [];
  attacks.forEach((a, i) => {
    const joined = new Set<number>();
    for (let j = 0; j < i; j++) {
      if (attacks[j]?.defenders.some((d) => a.defenders.includes(d))) joined.add(groupOf[j] as number);
    }
    const [first, ...rest] = [...joined].sort((x, y) => x - y);
    if (first === undefined) {
      groupOf[i] = groups.length;
      groups.push([i]);
      return;
    }
    // An attack that hits two groups' defenders joins them into one.
    for (const g of rest) {
      groups[first]?.push(...(groups[g] ?? []));
      groups[g] = [];
      groupOf.forEach((x, k) => (x === g ? (groupOf[k] = first) : undefined));
    }
    groups[first]?.push(i);
    groupOf[i] = first;
  });
  return groups.filter((g) => g.length > 0).map((g) => g.sort((x, y) => x - y));
}
