import { parseHexKey } from '../../../hex/hex';
import { Board } from '../board';
import type { FlankQuery } from '../flank';
import type { CombatInput } from '../schema/combat';

type BoardFlank = Extract<NonNullable<CombatInput['flank']>, { from: 'board' }>;

/** The flank question a combat asks of its board (the flank bonus computed from the board), for either path. */
export function flankQueryOf(input: CombatInput, flank: BoardFlank, defenderCombatValue: number): FlankQuery {
  return {
    board: new Board(flank.board, 'flank.board'),
    defenderHex: parseHexKey(flank.defenderHex),
    attackerSide: input.attacker.side,
    defenderCombatValue,
    rain: input.rain,
    otherReductions: flank.otherReductions.map(parseHexKey),
    path: 'flank',
  };
}
