import type { Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { signed, terrainModifiers } from '../combat/modifiers';
import { CAVALRY_RETREAT } from '../data/cavalry-retreat';
import type { CavalryRetreatInput } from '../schema/kinds';
import { gcacw } from '../titles';
import { type TableOutcome, settled } from './outcome';

const SOURCE = gcacw('Cavalry Retreat Die Roll Modifiers (7.7)');

interface Mod {
  readonly label: string;
  readonly value: number;
  readonly unconfirmed: boolean;
}

function needUnconfirmed(value: number | undefined, field: string, what: string): number {
  if (value === undefined) throw ruleError(`unconfirmed.${field}`, `${what}: its value is not confirmed by the charts available, so enter it from your printed rules`);
  return value;
}

function modifiers(input: CavalryRetreatInput): { mods: Mod[]; notes: string[] } {
  const C = CAVALRY_RETREAT;
  const mods: Mod[] = [];
  const notes: string[] = [];
  const confederate = input.side === 'confederate';
  const cv = input.units.reduce((s, u) => s + u.combatValue, 0);
  if (input.terrain) {
    const t = terrainModifiers(input.terrain, input.rain, 'terrain').reduce((s, m) => s + m.value, 0);
    if (t > 0) mods.push({ label: C.terrain.label, value: t, unconfirmed: false });
  }
  if (cv >= 3) {
    const big = confederate && C.veryLargeForce.confederateTitles.includes(input.title);
    mods.push({ label: `${C.veryLargeForce.label} (${cv})${big ? `, Confederate in ${input.title}` : ''}`, value: big ? C.veryLargeForce.confederateModifier : C.veryLargeForce.modifier, unconfirmed: false });
  } else if (cv >= 2 && confederate && C.largeForce.titles.includes(input.title)) {
    mods.push({ label: `${C.largeForce.label} (${cv})`, value: C.largeForce.modifier, unconfirmed: false });
  }
  if (input.units.every((u) => u.demoralized > 0)) mods.push({ label: C.demoralized.label, value: C.demoralized.modifier, unconfirmed: false });
  if (input.units.every((u) => u.fatigue === 4)) mods.push({ label: C.fatigue.label, value: needUnconfirmed(input.unconfirmed.fatigue, 'fatigue', 'All cavalry at Fatigue Level 4'), unconfirmed: true });
  if (input.units.every((u) => u.outOfSupply)) {
    if (C.supply.titles.includes(input.title)) mods.push({ label: C.supply.label, value: C.supply.modifier, unconfirmed: false });
    else notes.push(`The supply modifier applies in SIV, SLB, OTR, GTC and BTC only, not in ${input.title}.`);
  }
  if (cv > 0.5 && cv <= 1) {
    if (confederate && C.smallForce.confederateIgnoreTitles.includes(input.title)) notes.push(`Confederate cavalry ignore the Small Force modifier in ${input.title}.`);
    else mods.push({ label: C.smallForce.label, value: needUnconfirmed(input.unconfirmed.smallForce, 'smallForce', 'Small Force'), unconfirmed: true });
  }
  if (input.units.length === 1 && cv === 0.5) {
    if (!confederate) mods.push({ label: C.verySmallForce.label, value: C.verySmallForce.modifier, unconfirmed: false });
    else if (C.verySmallForce.confederateTitles.includes(input.title)) mods.push({ label: `${C.verySmallForce.label}, Confederate in ${input.title}`, value: C.verySmallForce.confederateModifier, unconfirmed: false });
    else {
      const value = needUnconfirmed(input.unconfirmed.verySmallForce, 'verySmallForce', `Very Small Force for Confederate cavalry in ${input.title} (the source lists the titles where it is -2 instead of -4 as "OTR, AGA and …", the rest lost)`);
      mods.push({ label: `${C.verySmallForce.label}, Confederate in ${input.title}`, value, unconfirmed: true });
    }
  }
  return { mods, notes };
}

export function cavalryRetreatTable(): TableView {
  const C = CAVALRY_RETREAT;
  const rows: [string, string][] = [
    [C.terrain.label, '+?'],
    [C.veryLargeForce.label, `+${C.veryLargeForce.modifier} (+${C.veryLargeForce.confederateModifier} Confederate in OTR, AGA, SIV)`],
    [C.largeForce.label, `+${C.largeForce.modifier}`],
    [C.demoralized.label, String(C.demoralized.modifier)],
    [C.fatigue.label, 'unconfirmed'],
    [C.supply.label, `${C.supply.modifier} (SIV, SLB, OTR, GTC, BTC)`],
    [C.smallForce.label, 'unconfirmed (Confederates ignore it in OTR, AGA, SIV)'],
    [C.verySmallForce.label, `${C.verySmallForce.modifier} (${C.verySmallForce.confederateModifier} Confederate in OTR, AGA and a title lost in the source)`],
  ];
  return {
    title: 'Cavalry Retreat Die Roll Modifiers',
    source: SOURCE,
    rowHeader: 'Condition',
    columns: ['Modifier'],
    rows: rows.map(([label, value]) => ({ label, cells: [value] })),
    reachableRows: [],
    note: 'Cumulative; for all GCACW games. The Fatigue and Small Force values and the base roll of rule 7.7 are not confirmed: the player enters them.',
  };
}

/**
 * The cavalry retreat die roll modifiers, totalled with their reasons. With `baseRoll` (the player's
 * reading of rule 7.7, unconfirmed) the roll is made and compared with the entered target.
 */
export function prepareCavalryRetreat(input: CavalryRetreatInput): Prepared<TableOutcome> {
  const { mods, notes } = modifiers(input);
  const total = mods.reduce((s, m) => s + m.value, 0);
  const steps: Step[] = [
    ...mods.map((m) => step(SOURCE, m.label, `${signed(m.value)}${m.unconfirmed ? ' — unconfirmed: entered by the player' : ''}`, m.unconfirmed ? { value: m.value, unconfirmed: true } : { value: m.value })),
    ...notes.map((n) => step(SOURCE, 'Not applied', n)),
    step(SOURCE, 'Total cavalry retreat modifier', signed(total), { total }),
  ];
  const base = input.baseRoll;
  if (!base) {
    const outcome: TableOutcome = { kind: 'cavalryRetreat', key: `modifier ${signed(total)}`, label: `Cavalry retreat modifier ${signed(total)}`, dice: [] };
    return settled(steps, outcome, { steps: [], checklist: [`Add ${signed(total)} to the cavalry retreat roll (rule 7.7).`], effects: { modifier: total } }, cavalryRetreatTable());
  }
  steps.push(step(SOURCE, 'Base roll', `${base.dice} ${base.dice === 1 ? 'die' : 'dice'} ${signed(total)}, reaching ${base.reachAtLeast} or more — unconfirmed: as the player reads rule 7.7`, { unconfirmed: true }));
  const purposes = base.dice === 1 ? ['cavalry retreat die'] : ['cavalry retreat dice, first die', 'cavalry retreat dice, second die'];
  return {
    steps,
    table: cavalryRetreatTable(),
    dicePlan: purposes,
    roll(dice: DiceStream): TableOutcome {
      const faces = purposes.map((p) => dice.d6(p));
      const reaches = faces.reduce((s, f) => s + f, 0) + total >= base.reachAtLeast;
      return { kind: 'cavalryRetreat', key: reaches ? 'reaches' : 'short', label: reaches ? `Reaches ${base.reachAtLeast}` : `Short of ${base.reachAtLeast}`, dice: faces };
    },
    describe(o) {
      const sum = o.dice.reduce((s, f) => s + f, 0);
      return {
        steps: [step(SOURCE, 'Roll', `${o.dice.join(' + ')} ${signed(total)} = ${sum + total} (target ${base.reachAtLeast}, unconfirmed)`, { total: sum + total, unconfirmed: true })],
        checklist: [`${o.label} (the target is the player's reading of rule 7.7).`],
        effects: { modifier: total, roll: sum + total, reaches: o.key === 'reaches', unconfirmed: true },
      };
    },
    highlights: (chance) => [{ label: `Reaches ${base.reachAtLeast}`, probability: chance((o) => o.key === 'reaches') }],
  };
}
