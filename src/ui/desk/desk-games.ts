import type { TemplateResult } from 'lit';
import type { GameId } from '../../engine/core/source';
import type { WildernessDraft } from '../../desk/draft';
import { type DeskClaim, deskClaims } from '../../desk/map-links';
import type { DeskRules, Sides } from '../../desk/rules';
import { WILDERNESS_DESK } from '../../desk/wilderness';
import type { MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { type Patch, renderConditions, renderPicked } from './desk-setup';

/**
 * One game at the desk: its rules, how its set-up is drawn, and what its map says. Methods, so a
 * game over its own draft can be held as one over any draft; the desk only ever hands a game the
 * draft that game's rules read.
 */
export interface DeskGame<D extends Sides> {
  readonly rules: DeskRules<D>;
  conditions(draft: D, patch: Patch<D>): TemplateResult;
  picked(side: 'attackers' | 'defenders', draft: D, units: ReadonlyMap<string, UnitRecord>, patch: Patch<D>, save: (u: UnitRecord) => void): TemplateResult;
  claims(map: MapState, draft: D, units: ReadonlyMap<string, UnitRecord>): DeskClaim<D>[];
}

const wilderness: DeskGame<WildernessDraft> = {
  rules: WILDERNESS_DESK,
  conditions: renderConditions,
  picked: renderPicked,
  claims: deskClaims,
};

/**
 * The games the desk can set up and resolve, each fetched when a game of it is opened (the
 * Wilderness comes with the desk); the others have their tables only.
 */
export const DESK_GAMES: Partial<Record<GameId, () => Promise<DeskGame<Sides>>>> = {
  wilderness: () => Promise.resolve(wilderness),
  gcacw: () => import('./desk-gcacw').then((m) => m.GCACW_DESK_GAME),
};
