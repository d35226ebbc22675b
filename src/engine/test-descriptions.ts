import { readFileSync, readdirSync } from 'node:fs';

/**
 * For tests: one good description of every kind the engine takes — the documented examples and a
 * description of each GCACW kind — to be broken on purpose.
 */
export function goodDescriptions(): { readonly name: string; readonly input: Record<string, unknown> }[] {
  const examples = readdirSync('docs/examples')
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f, input: JSON.parse(readFileSync(`docs/examples/${f}`, 'utf8')) as Record<string, unknown> }));
  const gcacw = (name: string, fields: Record<string, unknown>) => ({ name, input: { format: 1, game: 'gcacw', ...fields } });
  const board = { units: [{ id: 'Active', hex: '0,-1', side: 'union', combatValue: 8, zoc: ['0,0', '1,-1'] }], terrain: { '1,0': 'woods' }, hexsides: [{ between: ['0,0', '0,1'], features: ['road'] }], offMap: ['-1,0'] };
  return [
    ...examples,
    gcacw('retreat', { kind: 'retreat', side: 'confederate', retreat: 'rout', from: '0,0', hexNumber: 1, activeEnemy: '0,-1', board, manpower: 3, excluded: ['1,-1'] }),
    gcacw('cavalryRetreat', { kind: 'cavalryRetreat', title: 'GTC', side: 'union', units: [{ combatValue: 1, fatigue: 4 }], unconfirmed: { fatigue: -1, smallForce: -2 }, baseRoll: { dice: 2, reachAtLeast: 7 }, terrain: { defenderHex: 'mountain', attackFrom: 'clear', hexside: 'creek' } }),
    gcacw('extendedMarch', { kind: 'extendedMarch', title: 'GTC', side: 'union', unit: 'wagon-train', counterSide: 'exhausted', reaches: 4, strengthMarker: 'disorganized', manpower: 4, heat: true, outOfSupply: true, unionGroup: 'other' }),
    gcacw('randomEvents', { kind: 'randomEvents', date: '1864-05-20', leeSick: true }),
    gcacw('strategicEvents', { kind: 'strategicEvents', date: '1864-05-15' }),
    gcacw('gameEnds', { kind: 'gameEnds', date: '1864-06-12', unionLosses: 40, confederateLosses: 20 }),
    gcacw('friendlyOccupiedMp', { kind: 'friendlyOccupiedMp', unit: 'infantry', terrain: 'clear', combatValue: 3, wagonTrain: true }),
    gcacw('strategicMovement', { kind: 'strategicMovement', title: 'GTC', side: 'confederate', unit: 'infantry', fatigueLevels: 3 }),
    gcacw('commandRadius', { kind: 'commandRadius', title: 'GTC', side: 'union', leader: '0,0', unit: '0,2', board: { units: [{ id: 'Sub', hex: '0,2', side: 'union', combatValue: 4 }] } }),
    gcacw('player flank', {
      kind: 'combat',
      title: 'GTC',
      attack: 'assault',
      attacker: { side: 'union', units: [{ combatValue: 4, artillery: 2, tactical: 1 }], remainingMovementAllowance: 2 },
      defender: { units: [{ combatValue: 3, artillery: 1, tactical: 2, demoralized: 1 }], entrenched: { combatValue: 4, artillery: 2 } },
      terrain: { defenderHex: 'woods' },
      flanksRefused: 1,
      flank: { from: 'player', bonus: 2 },
      gameSpecific: { attacker: { leaderAssaultBonus: 'Longstreet' }, defender: { gunboat: 1 } },
    }),
  ];
}

/** Every path to a value inside `value`, as lists of keys, the value itself first. */
export function pathsOf(value: unknown, prefix: readonly (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push([...prefix]);
  if (Array.isArray(value)) value.forEach((x: unknown, i) => pathsOf(x, [...prefix, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, x] of Object.entries(value)) pathsOf(x, [...prefix, k], out);
  return out;
}

/** A deep copy of `value` with the value at `path` replaced (or removed from its object, for `undefined`). */
export function withValueAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((x: unknown, i) => (i === head ? withValueAt(x, rest, replacement) : x));
  const entries = Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(([k]) => k !== String(head));
  const inner = withValueAt((value as Record<string, unknown> | null)?.[head], rest, replacement);
  return Object.fromEntries(inner === undefined ? entries : [...entries, [String(head), inner]]);
}
