import { ruleError } from '../../../core/errors';
import type { Source } from '../../../core/source';
import { type Step, step } from '../../../core/explain';
import type { AttackingHex, LeaderInput } from '../schema/ground';
import { INITIATIVE, INTENSITY, MARCH } from '../source';
import { MARCH_CHIT_MAX } from './rules';

export interface Command {
  readonly commander: LeaderInput;
  /** The leader who passed (or rolls) combat initiative; absent where none is needed. */
  readonly orderedBy?: LeaderInput;
  readonly steps: readonly Step[];
}

function leaderNamed(leaders: readonly LeaderInput[], name: string, path: string): LeaderInput {
  const leader = leaders.find((l) => l.name === name);
  if (!leader) throw ruleError(path, `"${name}" is not one of the attacker's leaders (${leaders.map((l) => l.name).join(', ')})`);
  return leader;
}

function hasLeader(leaders: readonly LeaderInput[], name: string): boolean {
  for (const l of leaders) if (l.name === name) return true;
  return false;
}

type CommandInput = { readonly leaders: readonly LeaderInput[]; readonly commander: string; readonly hexes: readonly AttackingHex[]; readonly orderedBy?: string; readonly initiative?: 'roll' | 'passed' };

/**
 * Who orders the attack and who commands the battle, checked against the command rules: a Corps
 * Leader orders his own corps only; an Army Leader who passed may hand the battle to one of his
 * Corps Leaders; the commander must be able to command every attacking unit. No words: the plan's
 * fast path checks a combat this way thousands of times.
 */
export function commandOf(attacker: CommandInput): { readonly commander: LeaderInput; readonly orderedBy?: LeaderInput } {
  const { leaders } = attacker;
  for (let i = 1; i < leaders.length; i++) {
    const name = (leaders[i] as LeaderInput).name;
    for (let j = 0; j < i; j++) if ((leaders[j] as LeaderInput).name === name) throw ruleError(`attacker.leaders.${i}.name`, `two leaders are named "${name}": give each its own name`);
  }
  const commander = leaderNamed(leaders, attacker.commander, 'attacker.commander');
  const orderedBy = attacker.orderedBy === undefined ? undefined : leaderNamed(leaders, attacker.orderedBy, 'attacker.orderedBy');
  if (orderedBy && orderedBy !== commander && !(orderedBy.rank === 'army' && commander.rank === 'corps')) {
    throw ruleError('attacker.commander', `${orderedBy.name} passed initiative, so the battle is his to command, or one of his Corps Leaders' when he is an Army Leader; ${commander.name} cannot take it (Combat Initiative)`);
  }
  for (let h = 0; h < attacker.hexes.length; h++) {
    const units = (attacker.hexes[h] as AttackingHex).units;
    for (let k = 0; k < units.length; k++) {
      const u = units[k] as AttackingHex['units'][number];
      if (!hasLeader(leaders, u.leader)) leaderNamed(leaders, u.leader, `attacker.hexes.${h}.units.${k}.leader`);
      if (orderedBy?.rank === 'corps' && u.leader !== orderedBy.name) {
        throw ruleError(`attacker.hexes.${h}.units.${k}.leader`, `${u.name} takes command from ${u.leader}: a Corps Leader who is attacking (${orderedBy.name}) can never order another Corps or the Army HQ's troops to join in; that needs the Army Leader's initiative (Ground Combat)`);
      }
      if (commander.rank === 'corps' && u.leader !== commander.name) {
        throw ruleError(`attacker.hexes.${h}.units.${k}.leader`, `${u.name} takes command from ${u.leader}: the attacker must choose a Leader who can normally command all the attacking units, and ${commander.name} commands his own corps only (Ground Combat)`);
      }
    }
  }
  return orderedBy ? { commander, orderedBy } : { commander };
}

/** The command, checked as `commandOf` checks it, with the step that says who orders the attack. */
export function checkCommand(attacker: CommandInput, withoutInitiative?: { readonly source: Source; readonly why: string }): Command {
  const { commander, orderedBy } = commandOf(attacker);
  const steps: Step[] = [];
  if (withoutInitiative) {
    steps.push(step(withoutInitiative.source, 'No initiative roll', `${commander.name} commands the attack: ${withoutInitiative.why}`, { leader: commander.name }));
  } else if (orderedBy) {
    steps.push(
      step(
        INITIATIVE,
        'Combat initiative',
        `${orderedBy.name} (${orderedBy.rank === 'army' ? 'Army' : 'Corps'} Leader, initiative ${orderedBy.initiative}) ${attacker.initiative === 'passed' ? 'has passed his combat initiative roll' : `must roll ${orderedBy.initiative} or less on a die to attack`}${orderedBy === commander ? '' : `; he gives command of the battle to ${commander.name}`}`,
        { leader: orderedBy.name, initiative: orderedBy.initiative },
      ),
    );
  }
  return { commander, ...(orderedBy ? { orderedBy } : {}), steps };
}

/** Each side's chit, capped by its leader's initiative (0 without a leader; at most 1 in an attack from march). */
export function checkChitCaps(attackerChit: number, commander: LeaderInput, defenderChit: number, defenderLeader: { readonly name: string; readonly initiative: number } | undefined, march: boolean): void {
  if (attackerChit > commander.initiative) throw ruleError('attacker.chit', `a chit of ${attackerChit} is above ${commander.name}'s initiative (${commander.initiative}): a leader selects an intensity up to his initiative rating (Battle Intensity Chits)`);
  const defenderCap = defenderLeader?.initiative ?? 0;
  if (defenderChit > defenderCap) {
    throw ruleError(
      'defender.chit',
      defenderLeader
        ? `a chit of ${defenderChit} is above ${defenderLeader.name}'s initiative (${defenderCap}): a leader selects an intensity up to his initiative rating (Battle Intensity Chits)`
        : `units without a Leader automatically choose 0; this chit is ${defenderChit} (Battle Intensity Chits)`,
    );
  }
  if (march && attackerChit > MARCH_CHIT_MAX) throw ruleError('attacker.chit', `neither player can select a chit greater than ${MARCH_CHIT_MAX} in an attack from march; this is ${attackerChit} (Attack From March)`);
  if (march && defenderChit > MARCH_CHIT_MAX) throw ruleError('defender.chit', `neither player can select a chit greater than ${MARCH_CHIT_MAX} in an attack from march; this is ${defenderChit} (Attack From March)`);
}

/** The chits checked as `checkChitCaps` checks them, with the step that gives the battle intensity. */
export function checkChits(attackerChit: number, commander: LeaderInput, defenderChit: number, defenderLeader: { readonly name: string; readonly initiative: number } | undefined, march: boolean): Step {
  checkChitCaps(attackerChit, commander, defenderChit, defenderLeader, march);
  const defenderCap = defenderLeader?.initiative ?? 0;
  const total = attackerChit + defenderChit;
  return step(
    march ? MARCH : INTENSITY,
    'Battle intensity',
    `attacker's chit ${attackerChit} (${commander.name}, initiative ${commander.initiative}) + defender's chit ${defenderChit} (${defenderLeader ? `${defenderLeader.name}, initiative ${defenderCap}` : 'no leader: 0'}) = ${total}${total === 0 ? ': contact — nothing happens but the combat supply rolls' : `: Combat Results Table ${total}`}`,
    { attackerChit, defenderChit, total },
  );
}
