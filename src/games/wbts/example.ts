import combatDoc from '../../../docs/games/wbts/combat.json';
import type { PlayerChart } from '../../engine/core/chart';
import type { DeskExample } from '../contract';
import { EMPTY_WBTS_DRAFT, type WbtsDraft } from './draft';

const leader = (id: string, name: string, side: string, rank: 'army' | 'corps', initiative: number, combatRating: number) => ({ id, name, side, type: 'leader', strength: null, state: { rank, initiative, combatRating } });
const unit = (id: string, name: string, side: string, type: string, strength: number) => ({ id, name, side, type, strength, state: {} });

/**
 * docs/games/wbts.md's ground combat at the desk, both chits revealed, its one roll next (Lee's
 * initiative, then the supply dice and the combat die):
 * Lee orders the attack from two hexes, his HQ's troops and an attached 6-3 from one, J.Johnston's
 * corps across a river from the other, against Porter's corps in rough terrain. Lee's chit 2 and
 * Porter's 1 make an intensity of 3; Lee's combat rating 3 against Porter's 1 lets the attacker move
 * the die up to 2 rows. The charts are the documented example's, made up to show the format.
 */
export const WBTS_EXAMPLE: DeskExample<WbtsDraft> = {
  units: [
    leader('lee', 'Lee', 'confederate', 'army', 4, 3),
    leader('johnston', 'J.Johnston', 'confederate', 'corps', 3, 1),
    unit('hq', 'Army N.Va. HQ troops', 'confederate', 'infantry', 6),
    unit('six-three', '6-3 infantry', 'confederate', 'infantry', 6),
    unit('johnston-corps', "J.Johnston's Corps", 'confederate', 'infantry', 8),
    leader('porter', 'Porter', 'union', 'corps', 3, 1),
    unit('porter-corps', "Porter's Corps", 'union', 'infantry', 10),
    unit('union-cavalry', 'Union cavalry', 'union', 'cavalry', 2),
    unit('supply-train', 'Supply train', 'union', 'supplyTrain', 1),
  ],
  draft: {
    ...EMPTY_WBTS_DRAFT,
    attackers: ['lee', 'johnston', 'hq', 'six-three', 'johnston-corps'],
    defenders: ['porter', 'porter-corps', 'union-cavalry', 'supply-train'],
    stage: 'combat',
    orderedBy: 'lee',
    commander: 'lee',
    defendingLeader: 'porter',
    commandedBy: { hq: 'lee', 'six-three': 'lee', 'johnston-corps': 'johnston' },
    secondHex: ['johnston-corps'],
    crossings: [
      { hexside: 'none', ferry: false },
      { hexside: 'river', ferry: false },
    ],
    terrain: 'rough',
    supply: { attacker: 5, defender: 2 },
    chits: { attacker: 2, defender: 1 },
  },
  charts: combatDoc.charts as Readonly<Record<string, PlayerChart>>,
};
