import { CombatInputError, type FieldError } from '../../core/errors';
import { BNG_ARTILLERY_RANGE, BNG_GUNBOAT_RANGE } from './range';
import type { CombatInput } from './schema';
import type { Sides } from './units';

/** Every rule the description breaks, each at its field and naming the rule; the combat is refused if there is one. */
export function checkRestrictions(input: CombatInput, sides: Sides): void {
  const errors: FieldError[] = [];
  const refuse = (path: string, message: string) => errors.push({ path, message });
  for (const a of sides.attackers) {
    const { type, range, name } = a.input;
    // A Routed unit out of any enemy zone at night has recovered by the Combat Phase (11.3).
    if (a.morale === 'routed') refuse(`attackers.${a.index}.morale`, `${name} is Routed: Routed units may not attack (12.23)`);
    if (!a.gun && range > 1) refuse(`attackers.${a.index}.range`, `${name}: only artillery and gunboats attack from a non-adjacent hex; infantry and cavalry attack adjacent units, range 1 (9.13, 9.21)`);
    if (type === 'artillery' && range > BNG_ARTILLERY_RANGE) refuse(`attackers.${a.index}.range`, `${name} is out of range: artillery bombards at most ${BNG_ARTILLERY_RANGE} hexes (9.1)`);
    if (type === 'gunboat' && range > BNG_GUNBOAT_RANGE) refuse(`attackers.${a.index}.range`, `${name} is out of range: gunboats attack at most ${BNG_GUNBOAT_RANGE} hexes (9.65)`);
    if (type === 'gunboat' && a.input.inEnemyZoc === true) refuse(`attackers.${a.index}.inEnemyZoc`, `${name}: gunboats are not affected by enemy zones of control (9.64)`);
    if (a.gun && range > 1) {
      if (a.input.inEnemyZoc === true) refuse(`attackers.${a.index}.inEnemyZoc`, `${name}: artillery in an enemy-controlled hex may not bombard; it attacks only the adjacent units exerting that control (9.41, 9.42)`);
      if (a.input.lineOfSight !== true) {
        refuse(`attackers.${a.index}.lineOfSight`, a.input.lineOfSight === false ? `${name} has no line of sight to the defending hex and may not bombard it (9.31)` : `${name} bombards from ${range} hexes: say whether it has line of sight to the defending hex (9.31)`);
      }
      if (input.night) refuse(`attackers.${a.index}.range`, `${name}: artillery${type === 'gunboat' ? ' (and a gunboat, which attacks as artillery, 9.65)' : ''} may not attack from a non-adjacent hex during a Night Game-Turn (11.24)`);
    }
    if (a.input.movedIntoZoc && !input.night) refuse(`attackers.${a.index}.movedIntoZoc`, `${name}: a compulsory night attack is only for a Night Game-Turn (11.21); this combat is by day`);
    else if (a.input.movedIntoZoc && !a.inEnemyZoc) refuse(`attackers.${a.index}.movedIntoZoc`, `${name} moved into an enemy zone of control, yet it is described as not in one: a unit that did is (11.21)`);
  }
  for (const d of sides.defenders) {
    if (d.input.type === 'gunboat') refuse(`defenders.${d.index}.type`, `${d.input.name}: gunboats may never be attacked (9.66)`);
    if (d.input.routedRetreat !== 'none' && d.input.morale !== 'routed') refuse(`defenders.${d.index}.routedRetreat`, `${d.input.name} is not Routed: only Routed units may be retreated before combat (12.34)`);
  }
  // The defending hexes are counted last: only artillery alone, bombarding, needs them.
  const artilleryAlone = !sides.attackers.some((a) => !a.gun);
  if (artilleryAlone && sides.attackers.some((a) => !a.adjacent) && new Set(sides.defenders.map((d) => d.input.hex ?? '')).size > 1) {
    refuse('defenders', 'artillery attacking from a non-adjacent hex may attack only a single enemy-occupied hex, unless in a combined attack with infantry or cavalry (9.13)');
  }
  if (errors.length > 0) throw new CombatInputError(errors);
}

/** Refuses a bombardment at worse than 1-5 (9.18), once the strengths are known. */
export function checkBombardmentOdds(sides: Sides, attack: number, defence: number): void {
  const bombarding = sides.attackers.findIndex((a) => a.bombarding);
  if (bombarding === -1 || attack * 5 >= defence) return;
  throw new CombatInputError([{ path: 'attackers', message: `artillery may not bombard at less than 1-5 odds: ${attack} to ${defence} is worse (9.18)` }]);
}
