import type { Prepared } from '../../../core/combat';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { neighbours } from '../../../hex/direction';
import { distance } from '../../../hex/distance';
import { type Hex, hexKey, parseHexKey } from '../../../hex/hex';
import { Board, otherSide } from '../board';
import { COMMAND_RADIUS, COMMAND_RADIUS_AGA_1861 } from '../data/movement';
import type { Side } from '../schema/common';
import type { CommandRadiusInput } from '../schema/kinds';
import { gcacw } from '../titles';
import { type TableOutcome, settled } from './outcome';

const SOURCE = gcacw('Command Radius Summary (Grant Takes Command charts)');

/**
 * The shortest path of at most `radius` hexes from the leader's hex to the unit's, never entering an
 * enemy-occupied hex, nor an enemy ZOC unless a friendly unit occupies it (the unit's own hex counts
 * as friendly-occupied). Terrain is irrelevant. Undefined when there is none.
 */
export function commandPath(board: Board, side: Side, leader: Hex, unit: Hex, radius: number): Hex[] | undefined {
  const enemy = otherSide(side);
  const target = hexKey(unit);
  const open = (h: Hex): boolean => {
    if (board.isOffMap(h) || board.occupiedBy(h, enemy)) return false;
    return hexKey(h) === target || !board.inZocOf(h, enemy) || board.occupiedBy(h, side);
  };
  const previous = new Map<string, Hex | undefined>([[hexKey(leader), undefined]]);
  let frontier = [leader];
  for (let depth = 0; depth <= radius; depth++) {
    const found = frontier.find((h) => hexKey(h) === target);
    if (found) {
      const path: Hex[] = [];
      for (let h: Hex | undefined = found; h !== undefined; h = previous.get(hexKey(h))) path.unshift(h);
      return path;
    }
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const n of neighbours(h)) {
        if (previous.has(hexKey(n)) || !open(n)) continue;
        previous.set(hexKey(n), h);
        next.push(n);
      }
    }
    frontier = next;
  }
  return undefined;
}

/** Command Radius check: is the unit within the leader's command radius on this board? */
export function prepareCommandRadius(input: CommandRadiusInput): Prepared<TableOutcome> {
  if (input.aga1861 && input.title !== 'AGA') throw ruleError('aga1861', `the 2-hex command radius is for AGA's 1861 scenarios; this is ${input.title}`);
  const radius = input.aga1861 ? COMMAND_RADIUS_AGA_1861 : COMMAND_RADIUS;
  const leader = parseHexKey(input.leader);
  const unit = parseHexKey(input.unit);
  const path = commandPath(new Board(input.board, 'board'), input.side, leader, unit, radius);
  const straight = distance(leader, unit);
  const steps: Step[] = [
    step(SOURCE, 'Command radius', `${radius} hexes${input.aga1861 ? " (AGA's 1861 scenarios)" : ''}; terrain is irrelevant; no enemy-occupied hex, no enemy ZOC unless friendly-occupied`, { radius }),
    step(
      SOURCE,
      'Path',
      path
        ? `${path.map(hexKey).join(' → ')}: ${path.length - 1} hex${path.length === 2 ? '' : 'es'}`
        : straight > radius
          ? `the unit is ${straight} hexes from the leader, beyond the radius`
          : `every path of ${radius} hexes or fewer enters an enemy-occupied hex or an unoccupied enemy ZOC`,
      { inRadius: path !== undefined, distance: straight },
    ),
  ];
  const inRadius = path !== undefined;
  const outcome: TableOutcome = { kind: 'commandRadius', key: inRadius ? 'in-radius' : 'out-of-radius', label: inRadius ? 'Within command radius' : 'Outside command radius', dice: [] };
  return settled(steps, outcome, {
    steps: [],
    checklist: [inRadius ? 'The unit is within the leader\'s command radius.' : 'The unit is outside the leader\'s command radius.'],
    effects: { inRadius, path: path?.map(hexKey) ?? null, radius },
  });
}
