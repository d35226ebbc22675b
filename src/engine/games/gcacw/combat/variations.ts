import type { Variation } from '../../../core/breakpoints';
import type { CombatInput, CombatUnitInput } from '../schema/combat';

/** Each unit's Combat Value a point higher or lower (never below ½), and each of several taken away. */
function valueChanges(units: readonly CombatUnitInput[], side: 'attacker' | 'defender', build: (units: CombatUnitInput[]) => Record<string, unknown>): Variation[] {
  return units.flatMap((u, i) => {
    const name = u.id ?? `${side} ${i + 1}`;
    const With = (combatValue: number) => build(units.map((x, k) => (k === i ? { ...x, combatValue } : x)));
    const out: Variation[] = [{ label: `Combat Value one more for ${name}`, input: With(u.combatValue + 1) }];
    if (u.combatValue > 1) out.push({ label: `Combat Value one less for ${name}`, input: With(u.combatValue - 1) });
    if (units.length > 1) out.push({ label: `${side === 'attacker' ? 'Attacking' : 'Defending'} without ${name}`, input: build(units.filter((_, k) => k !== i)) });
    return out;
  });
}

/** The single changes to a GCACW combat that a breakpoint hint tries. */
export function combatVariations(input: CombatInput): Variation[] {
  return [
    ...valueChanges(input.attacker.units, 'attacker', (units) => ({ ...input, attacker: { ...input.attacker, units } })),
    ...valueChanges(input.defender.units, 'defender', (units) => ({ ...input, defender: { ...input.defender, units } })),
    ...(input.attack === 'assault' ? [] : [{ label: 'As an assault action', input: { ...input, attack: 'assault' } }]),
  ];
}
