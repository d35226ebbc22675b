import type { Variation } from '../../../core/breakpoints';
import type { GroundInput } from '../schema/ground';

/**
 * The single changes a breakpoint hint tries: a strength point more or less for each unit, and
 * each side's chit one more or one less (the checks refuse the changes the rules do not allow).
 */
export function groundVariations(input: GroundInput): Variation[] {
  const out: Variation[] = [];
  input.attacker.hexes.forEach((hex, h) =>
    hex.units.forEach((u, k) => {
      const withSp = (sp: number) => ({ ...input, attacker: { ...input.attacker, hexes: input.attacker.hexes.map((x, i) => (i === h ? { ...x, units: x.units.map((y, j) => (j === k ? { ...y, sp } : y)) } : x)) } });
      out.push({ label: `One SP more for ${u.name}`, input: withSp(u.sp + 1) });
      if (u.sp > 0) out.push({ label: `One SP less for ${u.name}`, input: withSp(u.sp - 1) });
    }),
  );
  input.defender.units.forEach((u, k) => {
    const withSp = (sp: number) => ({ ...input, defender: { ...input.defender, units: input.defender.units.map((y, j) => (j === k ? { ...y, sp } : y)) } });
    out.push({ label: `One SP more for ${u.name}`, input: withSp(u.sp + 1) });
    if (u.sp > 0) out.push({ label: `One SP less for ${u.name}`, input: withSp(u.sp - 1) });
  });
  for (const by of [1, -1]) {
    const word = by > 0 ? 'more' : 'less';
    out.push({ label: `The attacker’s chit one ${word}`, input: { ...input, attacker: { ...input.attacker, chit: input.attacker.chit + by } } });
    out.push({ label: `The defender’s chit one ${word}`, input: { ...input, defender: { ...input.defender, chit: input.defender.chit + by } } });
  }
  return out;
}
