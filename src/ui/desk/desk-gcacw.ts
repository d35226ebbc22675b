import { GCACW_DESK, type GcacwDraft } from '../../desk/gcacw';
import { gcacwDeskClaims } from '../../desk/gcacw-map';
import type { DeskGame } from './desk-games';
import { renderGcacwConditions, renderGcacwPicked } from './desk-setup-gcacw';

/** GCACW at the desk; fetched only when a GCACW game is opened. */
export const GCACW_DESK_GAME: DeskGame<GcacwDraft> = {
  rules: GCACW_DESK,
  conditions: renderGcacwConditions,
  picked: renderGcacwPicked,
  claims: gcacwDeskClaims,
};
