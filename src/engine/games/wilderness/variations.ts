import type { Variation } from '../../core/breakpoints';
import type { WildernessCombat } from './schema';

type Unit = { readonly name: string; readonly strength: number };

/** Each unit a point stronger or weaker (within 1 to 99), and each of several taken away. */
function strengthChanges<U extends Unit>(units: readonly U[], side: 'attackers' | 'defenders', build: (units: U[]) => Record<string, unknown>): Variation[] {
  return units.flatMap((u, i) => {
    const With = (strength: number) => build(units.map((x, k) => (k === i ? { ...x, strength } : x)));
    const out: Variation[] = [];
    if (u.strength < 99) out.push({ label: `One strength point more for ${u.name}`, input: With(u.strength + 1) });
    if (u.strength > 1) out.push({ label: `One strength point less for ${u.name}`, input: With(u.strength - 1) });
    if (units.length > 1) out.push({ label: `${side === 'attackers' ? 'Attacking' : 'Defending'} without ${u.name}`, input: build(units.filter((_, k) => k !== i)) });
    return out;
  });
}

/** The single changes to a Wilderness combat that a breakpoint hint tries. */
export function wildernessVariations(input: WildernessCombat): Variation[] {
  switch (input.kind) {
    case 'infantry-combat':
      return [
        ...strengthChanges(input.attackers, 'attackers', (attackers) => ({ ...input, attackers })),
        ...strengthChanges(input.defenders, 'defenders', (defenders) => ({ ...input, defenders })),
        { label: input.hastyAttack ? 'Not as a Hasty Attack' : 'As a Hasty Attack', input: { ...input, hastyAttack: !input.hastyAttack } },
      ];
    case 'cavalry-combat':
      return [
        { label: 'With one more attacking cavalry unit', input: { ...input, attackers: [...input.attackers, { name: 'another cavalry unit', acrossRiver: false, acrossEstuary: false }] } },
        ...input.attackers.flatMap((u, i) => (input.attackers.length > 1 ? [{ label: `Attacking without ${u.name}`, input: { ...input, attackers: input.attackers.filter((_, k) => k !== i) } }] : [])),
      ];
    case 'cavalry-probe':
      return [];
  }
}
