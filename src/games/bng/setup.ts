import { html, nothing } from 'lit';
import { FIELDWORKS, HALF_ROUNDS, MORALE_STATES, ROUTED_RETREAT, TERRAIN_HALVING } from '../../engine/games/bng/schema';
import type { UnitRecord } from '../../store/records';
import { type Patch, removeButton, selectField, toggleButton } from '../views';
import { type BngDraft, type BngShift, type Fieldworks, type RoutedRetreat, type TerrainHalving, combatLeftShifts, defenderHexOf, halvingOf, leftShiftsOf, moraleOf, nightAttackers, pickedUnits, rangeOf, sameShift, sightOf, supportedOf } from './draft';
import { toggle } from '../../desk/rules';
import { BNG_MORALE_WORDS } from './rules';

type BngPatch = Patch<BngDraft>;

export const FIELDWORKS_WORDS: Readonly<Record<Fieldworks, string>> = {
  none: 'No fieldworks',
  breastworks: 'Breastworks',
  trench: 'Trench',
  underConstruction: 'Breastworks under construction',
};
export const HALVING_WORDS: Readonly<Record<TerrainHalving, string>> = { none: 'Not halved', waterObstacle: 'Halved: stream, ford or bridge', terrain: 'Halved: terrain' };
export const RETREAT_WORDS: Readonly<Record<RoutedRetreat, string>> = { none: 'Stays to fight', retreats: 'Retreated before combat', eliminated: 'Eliminated before combat' };

/** The ranges a unit may attack at: infantry and cavalry adjacent only, artillery 1-3, gunboats 1-6 (9.22, 9.65). */
const MAX_RANGE: Readonly<Record<string, number>> = { artillery: 3, gunboat: 6 };

/**
 * The Terrain Effects Chart's lines the set-up offers as a shift's cause: the left shifts the seed
 * names (10.23-10.25) and any other line of the player's chart; how many columns is the player's
 * chart's. The map may claim others.
 */
const LEFT_CAUSES = ['stream hexside', 'redoubt hexside', 'rough terrain', 'Terrain Effects Chart'];
const RIGHT_CAUSES = ['Terrain Effects Chart'];
export const shiftWords = (s: BngShift) => `${s.cause}, ${s.columns} column${s.columns === 1 ? '' : 's'}`;

/** Adds a shift chosen from those not yet claimed; the choice goes back to the prompt once taken. */
function addShift(label: string, causes: readonly string[], claimed: readonly BngShift[], add: (s: BngShift) => void) {
  const offered = causes.flatMap((cause) => [1, 2, 3].map((columns) => ({ cause, columns }))).filter((s) => !claimed.some((c) => sameShift(c, s)));
  return html`<select
    aria-label=${label}
    @change=${(e: Event) => {
      const select = e.target as HTMLSelectElement;
      const chosen = offered[select.selectedIndex - 1];
      select.selectedIndex = 0;
      if (chosen) add(chosen);
    }}
  >
    <option selected>${label}…</option>
    ${offered.map((s) => html`<option>${shiftWords(s)}</option>`)}
  </select>`;
}

/** The shifts claimed on one side, each with its button to take it back. */
function claimedShifts(direction: 'left' | 'right', shifts: readonly BngShift[], remove: (s: BngShift) => void) {
  return shifts.map(
    (s) => html`<span class="name">${shiftWords(s)} ${direction}</span>
      <button class="secondary" aria-label="Take back the ${direction} shift for ${s.cause}, ${s.columns}" @click=${() => remove(s)}>✕</button>`,
  );
}

/**
 * The column shifts each side claims (10.23-10.27): the defender's left shifts, each marked on the
 * attackers subject to it, and the attacker's right shifts. The engine applies a left shift only if
 * every attacker is subject to it, takes each side's most favourable and applies the net.
 */
function renderShifts(draft: BngDraft, patch: BngPatch) {
  const left = combatLeftShifts(draft);
  const removeLeft = (s: BngShift) =>
    patch({
      claimedLeftShifts: draft.claimedLeftShifts.filter((x) => !sameShift(x, s)),
      leftShifts: Object.fromEntries(Object.entries(draft.leftShifts).map(([id, list]) => [id, list.filter((x) => !sameShift(x, s))])),
    });
  return html`<div class="toggles" role="group" aria-label="Column shifts">
    ${claimedShifts('left', left, removeLeft)} ${addShift('Add a left shift', LEFT_CAUSES, left, (s) => patch({ claimedLeftShifts: [...draft.claimedLeftShifts, s] }))}
    ${claimedShifts('right', draft.rightShifts, (s) => patch({ rightShifts: draft.rightShifts.filter((x) => !sameShift(x, s)) }))}
    ${addShift('Add a right shift', RIGHT_CAUSES, draft.rightShifts, (s) => patch({ rightShifts: [...draft.rightShifts, s] }))}
  </div>`;
}

/** An attacker's toggle for each left shift claimed: whether it is subject to it (10.24). */
function subjectTo(u: UnitRecord, draft: BngDraft, patch: BngPatch) {
  const own = leftShiftsOf(draft, u.id);
  return combatLeftShifts(draft).map((s) =>
    toggleButton(`${u.name} subject to ${s.cause}`, own.some((x) => sameShift(x, s)), (on) =>
      patch({ leftShifts: { ...draft.leftShifts, [u.id]: on ? [...own, s] : own.filter((x) => !sameShift(x, s)) } }),
    ),
  );
}

const ZOC_CHOICES = [
  ['', 'Zone of control: as the rules read it'],
  ['yes', 'In an enemy zone of control'],
  ['no', 'Not in an enemy zone of control'],
] as const;

function zocField(u: UnitRecord, draft: BngDraft, patch: BngPatch) {
  const now = draft.zoc[u.id];
  return selectField<'' | 'yes' | 'no'>(`${u.name} zone of control`, now === undefined ? '' : now ? 'yes' : 'no', ZOC_CHOICES, (v) => {
    const { [u.id]: _, ...rest } = draft.zoc;
    patch({ zoc: v === '' ? rest : { ...rest, [u.id]: v === 'yes' } });
  });
}

/** The combat's conditions: night, fieldworks on the defending hex, how a half rounds, and the column shifts each side claims. */
export function renderBngConditions(draft: BngDraft, patch: BngPatch) {
  if (draft.rallying !== null) {
    return html`<h2>Rally (12.41)</h2>
      <p class="note">
        One die on the unit's state: a Disordered, Shaken or Routed unit with a Rally marker, not in an enemy zone of control, at the start of the Combat Phase. The
        combat set up before is kept.
      </p>
      <div class="toggles"><button class="secondary" @click=${() => patch({ rallying: null })}>Back to the combat</button></div>`;
  }
  return html`<h2>Conditions</h2>
    <div class="toggles" role="group" aria-label="Conditions">
      ${toggleButton('Night', draft.night, (night) => patch({ night }))}
      ${selectField('Fieldworks', draft.fieldworks, FIELDWORKS.map((f) => [f, FIELDWORKS_WORDS[f]] as const), (fieldworks) => patch({ fieldworks }))}
      ${selectField('A half rounds', draft.halfRounds, HALF_ROUNDS.map((h) => [h, `A half rounds ${h}`] as const), (halfRounds) => patch({ halfRounds }))}
    </div>
    ${renderShifts(draft, patch)}`;
}

/** The unit a Rally roll is for, in the attackers' place: its morale state and whether it is in a town (12.17). */
function renderRallying(side: 'attackers' | 'defenders', id: string, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>, patch: BngPatch, save: (u: UnitRecord) => void) {
  const u = units.get(id);
  if (side === 'defenders') return html`<p class="none">None: a Rally roll reads no defender.</p>`;
  if (!u) return html`<p class="none">The rallying unit is no longer on the roster.</p>`;
  return html`<ul class="picked" aria-label="Rallying unit">
    <li>
      <span class="name">Rallying: ${u.name}</span>
      ${selectField(`${u.name} morale state`, moraleOf(u), MORALE_STATES.map((m) => [m, BNG_MORALE_WORDS[m]] as const), (morale) => save({ ...u, state: { ...u.state, morale } }))}
      ${toggleButton(`${u.name} in a town`, draft.inTown.includes(u.id), (on) => patch({ inTown: toggle(draft.inTown, u.id, on) }))}
    </li>
  </ul>`;
}

const names = (list: readonly UnitRecord[]) => list.map((u) => u.name).join(', ');

/**
 * At night, whose attack the rules make compulsory (11.21): only the player knows who moved this
 * turn, so each attacker has a toggle for it; the map's claims name units next to the defenders.
 */
function nightCheck(draft: BngDraft, units: ReadonlyMap<string, UnitRecord>) {
  const { must, may } = nightAttackers(draft, units);
  return html`<p class="note" role="note">
    Night (11.21): a unit that moved into an enemy zone of control this turn must attack; one that stayed in it may.
    ${must.length > 0 ? html`Must attack: ${names(must)}.` : nothing} ${may.length > 0 ? html`Attacking by choice: ${names(may)}.` : nothing}
    Any other unit that moved into the defenders' zone this turn must join this or another attack.
  </p>`;
}

/**
 * The units on one side, each with what matters of it for this combat: its morale state (saved with
 * the unit), and for an attacker its range, line of sight, terrain and the left shifts it is subject to; for a Routed
 * defender whether it is retreated before combat.
 */
export function renderBngPicked(side: 'attackers' | 'defenders', draft: BngDraft, units: ReadonlyMap<string, UnitRecord>, patch: BngPatch, save: (u: UnitRecord) => void) {
  if (draft.rallying !== null) return renderRallying(side, draft.rallying, draft, units, patch, save);
  const ids = draft[side];
  if (ids.length === 0) return html`<p class="none">None yet: tap units in the roster.</p>`;
  const attacking = side === 'attackers';
  return html`${attacking && draft.night ? nightCheck(draft, units) : nothing}<ul class="picked" aria-label=${attacking ? 'Attacking units' : 'Defending units'}>
    ${pickedUnits(ids, units).map((u) => {
      const max = MAX_RANGE[u.type] ?? 1;
      const range = rangeOf(draft, u.id);
      return html`<li>
        <span class="name">${u.name}</span>
        ${selectField(`${u.name} morale state`, moraleOf(u), MORALE_STATES.map((m) => [m, BNG_MORALE_WORDS[m]] as const), (morale) => save({ ...u, state: { ...u.state, morale } }))}
        ${attacking && max > 1
          ? selectField(`${u.name} range`, range, Array.from({ length: max }, (_, i) => [i + 1, i === 0 ? 'Adjacent' : `${i + 1} hexes`] as const), (r) => patch({ ranges: { ...draft.ranges, [u.id]: r } }))
          : nothing}
        ${attacking && draft.night
          ? toggleButton(`${u.name} moved into an enemy zone this turn`, draft.movedIntoZoc.includes(u.id), (on) => patch({ movedIntoZoc: toggle(draft.movedIntoZoc, u.id, on) }))
          : nothing}
        ${attacking && range > 1 ? toggleButton(`${u.name} line of sight`, sightOf(draft, u.id), (on) => patch({ sight: { ...draft.sight, [u.id]: on } })) : nothing}
        ${attacking
          ? html`${selectField(`${u.name} terrain`, halvingOf(draft, u.id), TERRAIN_HALVING.map((t) => [t, HALVING_WORDS[t]] as const), (t) => patch({ halving: { ...draft.halving, [u.id]: t } }))}
            ${subjectTo(u, draft, patch)}
            ${draft.fieldworks === 'none' ? nothing : toggleButton(`${u.name} through the breastworks`, draft.throughFieldworks.includes(u.id), (on) => patch({ throughFieldworks: toggle(draft.throughFieldworks, u.id, on) }))}`
          : nothing}
        ${!attacking && ids.length > 1
          ? selectField(`${u.name} defending hex`, defenderHexOf(draft, u.id), ids.map((_, i) => [i + 1, `Defending hex ${i + 1}`] as const), (n) => patch({ defenderHexes: { ...draft.defenderHexes, [u.id]: n } }))
          : nothing}
        ${!attacking && u.type === 'artillery'
          ? toggleButton(`${u.name} with or next to friendly infantry or cavalry`, supportedOf(draft, u, pickedUnits(draft.defenders, units)), (on) => patch({ supported: { ...draft.supported, [u.id]: on } }))
          : nothing}
        ${!attacking && moraleOf(u) === 'routed'
          ? selectField(`${u.name} before combat`, draft.routedRetreat[u.id] ?? 'none', ROUTED_RETREAT.map((r) => [r, RETREAT_WORDS[r]] as const), (r) => patch({ routedRetreat: { ...draft.routedRetreat, [u.id]: r } }))
          : nothing}
        ${zocField(u, draft, patch)}
        ${toggleButton(`${u.name} in a town`, draft.inTown.includes(u.id), (on) => patch({ inTown: toggle(draft.inTown, u.id, on) }))}
        ${moraleOf(u) === 'normal' ? nothing : html`<button class="secondary" @click=${() => patch({ rallying: u.id })}>Rally ${u.name}</button>`}
        ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== u.id) }))}
      </li>`;
    })}
  </ul>`;
}
