import type { FuzzSource } from '../../../fuzz-values';

/**
 * For tests: random fire combat descriptions over every option of the schema, mostly ones the rules
 * accept (a formation that fits the unit type, small arms within 2 hexes, artillery on top with grade
 * C or none) and now and then one they refuse, so refusals are exercised too. Optional fields are
 * sometimes left out so that their defaults are read.
 */
export function randomFire(f: FuzzSource): Record<string, unknown> {
  const chance = (n: number): boolean => f.below(n) === 0;
  const put = (o: Record<string, unknown>, key: string, value: unknown): void => {
    if (!chance(4)) o[key] = value;
  };
  const fire: Record<string, unknown> = { format: 1, game: 'cwbs', kind: 'fire' };
  put(fire, 'edition', f.pick(['seed', 'v3.2']));
  put(fire, 'night', chance(4));
  put(fire, 'upSlope', chance(4));
  fire['firers'] = Array.from({ length: f.pick([1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 8, 12]) }, () => randomFirer(f));
  fire['target'] = randomTarget(f);
  return fire;
}

function randomFirer(f: FuzzSource): Record<string, unknown> {
  const chance = (n: number): boolean => f.below(n) === 0;
  const kind = f.below(10);
  const firer: Record<string, unknown> =
    kind < 5
      ? { type: 'smallArms', fireLevel: f.pick(['A', 'B', 'C']), range: chance(30) ? 3 + f.below(8) : 1 + f.below(2) }
      : kind < 8
        ? { type: 'artillery', gunPoints: 1 + f.below(5), range: 1 + f.below(10) }
        : { type: 'points', points: chance(5) ? f.below(201) / 2 : f.below(25) / 2 };
  if (firer['type'] === 'smallArms' && !chance(3)) firer['plusWeapons'] = chance(3);
  if (chance(6)) firer['lowAmmo'] = true;
  else if (chance(2)) firer['lowAmmo'] = false;
  return firer;
}

const FORMATIONS_OF: Readonly<Record<string, readonly string[]>> = {
  infantry: ['line', 'column'],
  cavalry: ['line', 'mounted'],
  artillery: ['line', 'limbered'],
  wagon: ['line'],
};

function randomTarget(f: FuzzSource): Record<string, unknown> {
  const chance = (n: number): boolean => f.below(n) === 0;
  const target: Record<string, unknown> = {};
  const type = f.pick(['infantry', 'infantry', 'infantry', 'cavalry', 'cavalry', 'artillery', 'artillery', 'wagon', undefined]);
  if (type !== undefined) target['type'] = type;
  const artillery = type === 'artillery';
  // Artillery on top checks as C: its grade is left out or C, and now and then another (refused).
  if (artillery ? chance(8) : !chance(30)) target['grade'] = f.pick(['A', 'B', 'C', 'D', 'E']);
  else if (artillery && chance(2)) target['grade'] = 'C';
  if (!chance(4)) target['state'] = f.pick(['normal', 'shaken', 'disorganized', 'routed']);
  // A formation that fits the type, now and then one that does not (refused).
  if (!chance(4)) target['formation'] = chance(15) ? f.pick(['line', 'column', 'mounted', 'limbered']) : f.pick(FORMATIONS_OF[type ?? 'infantry'] ?? ['line']);
  for (const flag of ['flank', 'sunkenRoad', 'lowAmmo']) if (!chance(3)) target[flag] = chance(3);
  if (artillery ? chance(12) : !chance(3)) target['withUnlimberedArtillery'] = artillery || chance(3);
  if (!chance(4)) target['wrecked'] = f.pick(['no', 'brigade', 'brigadeOfWreckedDivision']);
  if (!chance(3)) target['leaderRating'] = f.below(5);
  if (!chance(3)) target['leaders'] = Array.from({ length: f.below(5) }, (_l, i) => ({ name: f.pick(['Hood', 'Law', 'Pickett', 'Gibbon', 'Meade']) + (i > 0 ? ` ${i}` : '') }));
  return target;
}
