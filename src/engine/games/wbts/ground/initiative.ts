import type { Prepared } from '../../../core/combat';
import { type Step, step } from '../../../core/explain';
import type { InitiativeInput } from '../schema/ground';
import { INITIATIVE } from '../source';
import { checkCommand } from './command';

const INITIATIVE_DIE = 'combat initiative';

export interface InitiativeOutcome {
  readonly kind: 'initiative';
  readonly key: 'passed' | 'failed';
  readonly label: string;
  readonly die: number;
  readonly passed: boolean;
}

/** The initiative roll's result, for the desk: whether the attack goes ahead, and who commands it if so. */
export type InitiativeEffects = {
  readonly kind: 'initiative';
  readonly leader: string;
  readonly commander: string;
  readonly die: number;
  readonly passed: boolean;
};

/**
 * The combat initiative roll made on its own, before either side picks its battle intensity chit
 * (Combat Initiative): the ordering leader rolls a die and attacks on his initiative rating or less.
 * The command is checked as the combat itself checks it: a Corps Leader orders his own corps only,
 * an Army Leader may give the battle to one of his Corps Leaders.
 */
export function prepareInitiative(input: InitiativeInput): Prepared<InitiativeOutcome, InitiativeEffects> {
  const { attacker } = input;
  const command = checkCommand({ ...attacker, initiative: 'roll' });
  const leader = command.orderedBy ?? command.commander;
  const units = attacker.hexes.flatMap((h) => h.units.map((u) => u.name));
  const steps: Step[] = [
    ...command.steps,
    step(INITIATIVE, 'Attacking units', `${units.join(', ')} from ${attacker.hexes.length === 1 ? 'one hex' : 'two hexes'}, each under command through ${command.commander.name}`, { units: units.length, hexes: attacker.hexes.length }),
  ];
  const label = (passed: boolean) => (passed ? `${leader.name} passes: the attack goes ahead` : `No attack: ${leader.name} fails his initiative roll`);
  return {
    steps,
    dicePlan: [INITIATIVE_DIE],
    roll(dice) {
      const die = dice.d6(INITIATIVE_DIE);
      const passed = die <= leader.initiative;
      return { kind: 'initiative', key: passed ? 'passed' : 'failed', label: label(passed), die, passed };
    },
    describe(o) {
      const verdict = o.passed ? `passes (${leader.initiative} or less): the attack goes ahead` : `fails (above ${leader.initiative}): no attack`;
      return {
        steps: [step(INITIATIVE, 'Initiative roll', `${leader.name} rolls ${o.die}: ${verdict}`, { die: o.die, passed: o.passed })],
        checklist: [o.passed ? `${command.commander.name} commands the battle: each side now picks its battle intensity chit` : `No attack: ${leader.name} failed his initiative roll`],
        effects: { kind: 'initiative', leader: leader.name, commander: command.commander.name, die: o.die, passed: o.passed },
      };
    },
    highlights: (chance) => [{ label: 'The attack goes ahead', probability: chance((o) => o.passed) }],
  };
}
