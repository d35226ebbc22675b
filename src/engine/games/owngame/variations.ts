import type { Variation } from '../../core/breakpoints';
import { MAX_STRENGTH, type OwnInput, type OwnUnit } from './schema';

/**
 * The single changes a player could make to a combat, for the breakpoint hints: a strength point more
 * or less for one unit, an attacker left out, a combat condition ticked or not.
 */
export function ownVariations(input: OwnInput): Variation[] {
  const withUnit = (side: 'attackers' | 'defenders', i: number, unit: OwnUnit | undefined): Variation['input'] => ({
    ...input,
    [side]: unit ? input[side].map((u, k) => (k === i ? unit : u)) : input[side].filter((_, k) => k !== i),
  });
  const out: Variation[] = [];
  for (const side of ['attackers', 'defenders'] as const) {
    input[side].forEach((u, i) => {
      if (u.strength < MAX_STRENGTH) out.push({ label: `One more strength point for ${u.name}`, input: withUnit(side, i, { ...u, strength: u.strength + 1 }) });
      if (u.strength > 1) out.push({ label: `One strength point less for ${u.name}`, input: withUnit(side, i, { ...u, strength: u.strength - 1 }) });
    });
  }
  if (input.attackers.length > 1) input.attackers.forEach((u, i) => out.push({ label: `Without ${u.name}`, input: withUnit('attackers', i, undefined) }));
  return out;
}
