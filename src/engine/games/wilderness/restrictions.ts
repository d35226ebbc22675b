import type { FieldError } from '../../core/errors';
import { REF } from './source';

/**
 * The Terrain Effects Chart's prohibitions, each reported at the field that breaks it. All are
 * collected so a player sees every problem at once.
 */

interface AttackingUnit {
  readonly acrossRiver: boolean;
  readonly acrossEstuary: boolean;
}

interface Combat {
  readonly attackers: readonly AttackingUnit[];
  readonly defenderHex: { readonly terrain: string };
}

export function terrainRestrictions(combat: Combat, hastyAttack: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (combat.defenderHex.terrain === 'mountain') {
    errors.push({ path: 'defenderHex.terrain', message: `units may not enter a Mountain hex (${REF.terrain}), so no combat takes place in one` });
  }
  combat.attackers.forEach((unit, i) => {
    if (unit.acrossEstuary) {
      errors.push({ path: `attackers.${i}.acrossEstuary`, message: `units may not attack across an Estuary (${REF.terrain})` });
    }
    if (hastyAttack && unit.acrossRiver) {
      errors.push({ path: `attackers.${i}.acrossRiver`, message: `units may not make Hasty Attacks across rivers (${REF.terrain})` });
    }
  });
  return errors;
}
