import { html, nothing } from 'lit';
import { DEFENDER_TERRAIN, HEXSIDES } from '../../engine/games/wbts/schema/ground';
import type { UnitRecord } from '../../store/records';
import { type AdjEvent, type Patch, numberField, removeButton, selectField, toggleButton } from '../views';
import { toggle } from '../../desk/rules';
import './chit-entry';
import { type DieChoice, changeOutcome } from './die-change';
import { type OneRollKind, isNavalUnit } from './one-roll';
import {
  type Crossing,
  DESK_KINDS,
  type DefenderTerrain,
  type DeskKind,
  type FortChoice,
  type Hexside,
  groundStages,
  type Stage,
  rollsSupply,
  type WbtsDraft,
  attackingHexes,
  chitCaps,
  commanderOf,
  defendingLeaderOf,
  firstStage,
  isLeader,
  isOneRoll,
  leadersOf,
  needsInitiative,
  netRating,
  orderedByOf,
  pickedUnits,
  ratingOf,
  unitLeaderOf,
} from './draft';

type WbtsPatch = Patch<WbtsDraft>;
type Units = ReadonlyMap<string, UnitRecord>;

/** The steps of a ground combat in the sequence; its roll named for the dice it draws. */
const stageWords = (stage: Stage, kind: DeskKind): string =>
  stage === 'combat' ? (needsInitiative(kind) ? 'Initiative and combat roll' : 'Combat roll') : { chits: 'Chits', dieChange: 'Die change', roll: 'The roll' }[stage];
export const KIND_WORDS: Readonly<Record<DeskKind, string>> = {
  combat: 'Ground combat',
  storm: 'Storm a fort',
  attackFromMarch: 'Attack from march',
  siegeCombat: 'Special siege combat',
  bombardment: 'Siege bombardment',
  navalCombat: 'Naval combat',
  navalFortAttack: 'Naval attack on a fort',
  navalTransit: 'Naval Transit Attack',
};
/** The one roll of a bombardment or naval kind, as the sequence names it. */
const ROLL_WORDS: Readonly<Record<OneRollKind, string>> = { bombardment: 'Bombardment rolls', navalCombat: 'Naval combat roll', navalFortAttack: 'Combat roll', navalTransit: 'Naval Transit Attack rolls' };
/** The fort or fortress a bombardment or naval attack is made on: one must be chosen. */
export const FORT_TARGET_WORDS: Readonly<Record<FortChoice, string>> = { none: 'Fort or fortress: not chosen', fort: 'A fort', fortress: 'A fortress' };
export const TERRAIN_WORDS: Readonly<Record<DefenderTerrain, string>> = { other: 'Defender in other terrain', rough: 'Defender in rough terrain', city: 'Defender in a city' };
export const FORT_WORDS: Readonly<Record<FortChoice, string>> = { none: 'No fort', fort: 'Inside a fort', fortress: 'Inside a fortress' };
export const HEXSIDE_WORDS: Readonly<Record<Hexside, string>> = { none: 'no river', river: 'across a river', tidalRiver: 'across a tidal river', estuary: 'across an estuary' };

const leaderWords = (l: UnitRecord) => `${l.name} (initiative ${ratingOf(l, 'initiative') ?? '?'}, combat rating ${ratingOf(l, 'combatRating') ?? '?'})`;

/** A choice of one of the leaders, by id. */
function leaderField(label: string, leaders: readonly UnitRecord[], now: UnitRecord | undefined, set: (id: string) => void, none?: string) {
  if (leaders.length === 0 && !none) return nothing;
  const options: (readonly [string, string])[] = [...(none ? [['', none] as const] : []), ...leaders.map((l) => [l.id, `${label}: ${l.name}`] as const)];
  return selectField(label, now?.id ?? '', options, set);
}

/** The side with the better-rated leader, who moves the combat die, in the players' words: "The attacker (Lee)". */
function chooserWords(draft: WbtsDraft, units: Units): string | undefined {
  const { chooser } = netRating(draft, units);
  if (chooser === null) return undefined;
  const leader = chooser === 'attacker' ? commanderOf(draft, units) : defendingLeaderOf(draft, units);
  return `The ${chooser} (${leader?.name ?? 'leader'})`;
}

/** Before the die is seen: who may move it, and how far. */
function shiftNote(draft: WbtsDraft, units: Units) {
  const { net } = netRating(draft, units);
  const who = chooserWords(draft, units);
  if (!who) return html`<p class="note">Equal combat ratings: no side moves the combat die.</p>`;
  return html`<p>${who} has the better combat rating: net ${net}, so may move the combat die up to ${net} row${net === 1 ? '' : 's'} either way, at the risk of Leader loss — chosen once the die is seen. The odds show each die with the suggested change.</p>`;
}

/**
 * The die seen: one button per change it allows, each with what it reads (as the roll gave them;
 * for a die change saved before the roll said, from the net rating, without it). A tap resolves
 * the combat with it and applies the result.
 */
function dieChangeButtons(draft: WbtsDraft, units: Units, settle: WbtsPatch) {
  const die = draft.combatDie ?? 0;
  const { net } = netRating(draft, units);
  const choices: DieChoice[] =
    draft.dieChanges.length > 0
      ? draft.dieChanges.map((c) => ({ shift: c.shift, die: c.die, reads: changeOutcome(c) }))
      : Array.from({ length: 2 * net + 1 }, (_, i) => i - net)
          .filter((s) => die + s >= 1 && die + s <= 6)
          .map((shift) => ({ shift, die: die + shift }));
  return html`<adj-wbts-die-change
    .changes=${choices}
    .suggested=${draft.suggestedShift}
    chooser=${chooserWords(draft, units) ?? 'The leader'}
    @die-change=${(e: AdjEvent<'die-change'>) => settle({ shift: e.detail })}
  ></adj-wbts-die-change>`;
}

/** What the one roll of a ground combat draws, in the order it draws them. */
function rollPlan(draft: WbtsDraft, units: Units, total: number): string {
  const after = !rollsSupply(draft.kind) ? 'the combat die (no combat supply in an attack from march)' : total === 0 ? 'each side’s supply die (an intensity of 0 is contact: no combat die)' : 'each side’s supply die and the combat die';
  if (!needsInitiative(draft.kind)) return `Roll: ${after}${draft.kind === 'siegeCombat' ? ' — initiative is automatic in siege combat' : ''}. Or enter the dice.`;
  const leader = orderedByOf(draft, units);
  if (!leader) return 'Pick the leader ordering the attack onto the attackers.';
  const rating = ratingOf(leader, 'initiative');
  if (rating === undefined) return `${leader.name} rolls for initiative: enter his initiative in the roster.`;
  const passing = Math.min(6, rating);
  return `Roll: ${leader.name} rolls for initiative — ${rating} or less and the attack goes ahead (${passing} in 6); otherwise no attack, and nothing more is rolled. If it goes ahead, ${after} from the same tap. Or enter the dice.`;
}

/** What the one roll of a bombardment or naval kind is, and what the players pick for it. */
function oneRollWords(kind: OneRollKind, draft: WbtsDraft, units: Units): string {
  switch (kind) {
    case 'bombardment': {
      const leader = commanderOf(draft, units);
      return `${leader ? `${leader.name} is present, so attack initiative is automatic.` : 'Pick the leader present onto the attackers.'} One die per siege train on your Siege Bombardment Table; no combat supply is used. Roll, or enter the dice.`;
    }
    case 'navalCombat':
      return 'All the attacking combat-capable naval units attack all the defending naval units on your Naval Combat Results Table; transports (roster type transport) have no combat factor. Roll, or enter the die.';
    case 'navalFortAttack':
      return 'The attacking naval units (at most 4) attack the garrison picked as defenders on your Combat Results Table 1; naval units that must retreat first undergo Naval Transit Attack, one die each. Roll, or enter the dice.';
    case 'navalTransit':
      return 'The naval units picked as attackers (at most 4) pass the hexside of an enemy fortification: one die each on your Naval Transit Attack table. Roll, or enter the dice.';
  }
}

/** Where the combat stands, and what the players do next. */
function renderStage(draft: WbtsDraft, units: Units, patch: WbtsPatch, settle: WbtsPatch) {
  if (isOneRoll(draft.kind)) {
    return html`<ol class="sequence" aria-label="The sequence">
        <li aria-current="step"><strong>${ROLL_WORDS[draft.kind]}</strong></li>
      </ol>
      <p>${oneRollWords(draft.kind, draft, units)}</p>`;
  }
  const commander = commanderOf(draft, units);
  const defender = defendingLeaderOf(draft, units);
  const stages = groundStages(netRating(draft, units).net > 0);
  const at = stages.indexOf(draft.stage);
  let now;
  if (draft.stage === 'chits') {
    now =
      draft.attackers.length > 0 && draft.defenders.length > 0
        ? html`<adj-wbts-chits
            .caps=${chitCaps(draft, units)}
            attackerLeader=${commander?.name ?? ''}
            defenderLeader=${defender?.name ?? ''}
            @chits=${(e: AdjEvent<'chits'>) => patch({ chits: e.detail, stage: 'combat', supplyDice: null })}
          ></adj-wbts-chits>`
        : html`<p>Pick the attackers and the defenders with their leaders: each side then picks a battle intensity chit from 0 to its leader's initiative, before any die is rolled.</p>`;
  } else {
    const chits = draft.chits ?? { attacker: 0, defender: 0 };
    const total = chits.attacker + chits.defender;
    const revealed = html`<p role="status">Chits revealed: attacker ${chits.attacker}, defender ${chits.defender} — battle intensity ${total}${total === 0 ? ': contact, only the supply dice' : ''}.</p>`;
    if (draft.stage === 'combat' && draft.supplyDice === null) {
      // Only before any die of the combat falls: the chits are not picked again once a die is seen.
      const again = html`<button class="secondary" @click=${() => patch({ stage: 'chits', chits: null, supplyDice: null })}>Pick the chits again</button>`;
      now = html`${revealed}<p>${rollPlan(draft, units, total)}</p>${again} ${total > 0 ? shiftNote(draft, units) : nothing}`;
    } else {
      const dice = draft.supplyDice;
      // Any die rolled means the initiative passed: the roll draws none after a failed one.
      const passed = needsInitiative(draft.kind) ? `${orderedByOf(draft, units)?.name ?? 'The leader'} passed his initiative roll. ` : '';
      now = html`${revealed}
        ${dice ? html`<p>${passed}Supply dice rolled: attacker ${dice.attacker ?? 'none'}, defender ${dice.defender ?? 'none'}.</p>` : nothing}
        ${draft.stage === 'dieChange'
          ? html`<p role="status">Combat die rolled: ${draft.combatDie}.</p>
              ${dieChangeButtons(draft, units, settle)}`
          : html`<p>Roll: the combat die.</p>
              ${shiftNote(draft, units)}`}`;
    }
  }
  return html`<ol class="sequence" aria-label="The sequence">
      ${stages.map((s, i) => html`<li aria-current=${i === at ? 'step' : 'false'}>${i === at ? html`<strong>${stageWords(s, draft.kind)}</strong>` : stageWords(s, draft.kind)}</li>`)}
    </ol>
    ${now}`;
}

/** A column heading typed as the player's sheet heads it. */
function headingField(label: string, short: string, value: string, set: (heading: string) => void) {
  return html`<label class="field"
    ><span aria-hidden="true">${short}</span
    ><input type="text" maxlength="12" autocomplete="off" aria-label=${label} .value=${value} @change=${(e: Event) => set((e.target as HTMLInputElement).value.trim())}
  /></label>`;
}

/**
 * The picked units a naval kind would count as naval units though the roster says they are not (the
 * description has no unit type to refuse them by): named, for the players to take off.
 */
function notNavalNote(kind: OneRollKind, draft: WbtsDraft, units: Units) {
  if (kind === 'bombardment') return nothing;
  const picked = kind === 'navalCombat' ? [...draft.attackers, ...draft.defenders] : draft.attackers;
  const others = pickedUnits(picked, units).filter((u) => !isLeader(u) && !isNavalUnit(u));
  if (others.length === 0) return nothing;
  const rule = kind === 'navalCombat' ? 'Naval Combat' : 'Naval Units and Fortifications';
  return html`<p class="note" role="status">
    ${others.map((u) => u.name).join(', ')} ${others.length === 1 ? 'is' : 'are'} not a naval unit (roster type naval or transport): only naval units take part here (${rule}). Take
    ${others.length === 1 ? 'it' : 'them'} off the ${kind === 'navalCombat' ? 'sides' : 'attackers'}.
  </p>`;
}

/** The conditions of a bombardment or naval kind: what its description needs beyond the units picked. */
function oneRollConditions(kind: OneRollKind, draft: WbtsDraft, patch: WbtsPatch, units: Units) {
  const fort = (label: string) => selectField(label, draft.fort, (['none', 'fort', 'fortress'] as const).map((f) => [f, FORT_TARGET_WORDS[f]] as const), (f) => patch({ fort: f }));
  const transitColumn = (label: string) => headingField(label, 'Transit column', draft.transitColumn, (transitColumn) => patch({ transitColumn }));
  let conditions;
  if (kind === 'bombardment') {
    conditions = html`${numberField('Siege trains in the hex', draft.siegeTrains, (n) => patch({ siegeTrains: n ?? 0 }), { min: 1, max: 5, short: 'Siege trains' })} ${fort('Fort bombarded')}
    ${headingField('Siege Bombardment Table column', 'Column', draft.bombardmentColumn, (bombardmentColumn) => patch({ bombardmentColumn }))}`;
  } else if (kind === 'navalFortAttack') {
    conditions = html`${fort('Fort attacked')} ${transitColumn('Naval Transit Attack column, should the naval units retreat')}`;
  } else if (kind === 'navalTransit') {
    conditions = transitColumn('Naval Transit Attack column');
  } else {
    conditions = html`<p class="note">Nothing more to set: the units picked and their strength points are the whole naval combat.</p>`;
  }
  return html`${notNavalNote(kind, draft, units)}
    ${kind === 'bombardment' && leadersOf(draft.attackers, units).length > 0
      ? html`<div class="toggles" role="group" aria-label="Leaders">${leaderField('Leader present', leadersOf(draft.attackers, units), commanderOf(draft, units), (commander) => patch({ commander }))}</div>`
      : nothing}
    <div class="toggles" role="group" aria-label="Conditions">${conditions}</div>`;
}

function crossingField(i: number, crossing: Crossing, draft: WbtsDraft, patch: WbtsPatch) {
  const set = (c: Crossing) => patch({ crossings: i === 0 ? [c, draft.crossings[1]] : [draft.crossings[0], c] });
  const tidal = crossing.hexside === 'tidalRiver' || crossing.hexside === 'estuary';
  return html`${selectField(`Hex ${i + 1} hexside`, crossing.hexside, HEXSIDES.map((h) => [h, `Hex ${i + 1}: ${HEXSIDE_WORDS[h]}`] as const), (hexside) => set({ hexside, ferry: crossing.ferry }))}
  ${tidal ? toggleButton(`Hex ${i + 1} at a ferry`, crossing.ferry, (ferry) => set({ ...crossing, ferry })) : nothing}`;
}

/** The kind of attack, where the sequence stands, and that kind's conditions. */
export function renderWbtsConditions(draft: WbtsDraft, patch: WbtsPatch, units: Units, settle: WbtsPatch) {
  return html`<h2>The combat</h2>
    <div class="toggles" role="group" aria-label="Kind of attack">
      ${selectField('Kind of attack', draft.kind, DESK_KINDS.map((k) => [k, KIND_WORDS[k]] as const), (kind) => patch({ kind, stage: firstStage(kind), chits: null, supplyDice: null, combatDie: null, dieChanges: [], suggestedShift: null }))}
    </div>
    <div role="group" aria-label="Where the combat stands">${renderStage(draft, units, patch, settle)}</div>
    ${isOneRoll(draft.kind) ? oneRollConditions(draft.kind, draft, patch, units) : groundConditions(draft, patch, units)}`;
}

/** The leaders, the ground and the supply in reach of a ground combat. */
function groundConditions(draft: WbtsDraft, patch: WbtsPatch, units: Units) {
  const attacking = leadersOf(draft.attackers, units);
  const fortAttack = draft.kind === 'storm' || draft.kind === 'siegeCombat';
  const hexes = attackingHexes(draft, units).length;
  return html`<div class="toggles" role="group" aria-label="Leaders">
      ${needsInitiative(draft.kind) ? leaderField('Ordered by', attacking, orderedByOf(draft, units), (orderedBy) => patch({ orderedBy })) : nothing}
      ${leaderField('In charge', attacking, commanderOf(draft, units), (commander) => patch({ commander }))}
      ${leaderField('Defending leader', leadersOf(draft.defenders, units), defendingLeaderOf(draft, units), (id) => patch({ defendingLeader: id }), 'No defending leader')}
    </div>
    <div class="toggles" role="group" aria-label="Conditions">
      ${fortAttack ? nothing : selectField('Defender terrain', draft.terrain, DEFENDER_TERRAIN.map((t) => [t, TERRAIN_WORDS[t]] as const), (terrain) => patch({ terrain }))}
      ${fortAttack ? selectField('Fort', draft.fort, (['none', 'fort', 'fortress'] as const).map((f) => [f, FORT_WORDS[f]] as const), (fort) => patch({ fort })) : nothing}
      ${fortAttack ? nothing : draft.crossings.slice(0, hexes).map((c, i) => crossingField(i, c, draft, patch))}
      ${draft.kind === 'attackFromMarch'
        ? nothing
        : html`${numberField('Attacker supply in reach', draft.supply.attacker, (n) => patch({ supply: { ...draft.supply, attacker: n ?? 0 } }), { max: 999, short: 'Attacker supply' })}
          ${numberField('Defender supply in reach', draft.supply.defender, (n) => patch({ supply: { ...draft.supply, defender: n ?? 0 } }), { max: 999, short: 'Defender supply' })}`}
    </div>`;
}

/**
 * The records on one side: each leader with his rank and ratings; each unit with its strength points
 * (saved with the unit), and for an attacker the leader it takes command from and the hex it attacks from.
 */
export function renderWbtsPicked(side: 'attackers' | 'defenders', draft: WbtsDraft, units: Units, patch: WbtsPatch, save: (u: UnitRecord) => void) {
  const ids = draft[side];
  if (ids.length === 0) return html`<p class="none">None yet: tap units and leaders in the roster.</p>`;
  const attacking = side === 'attackers';
  const leaders = leadersOf(draft.attackers, units);
  const twoHexes = attacking && draft.kind === 'combat';
  // The leader in charge of the side, said beside him: put there by a unit he is with, or picked.
  const inCharge = isOneRoll(draft.kind) ? undefined : attacking ? commanderOf(draft, units) : defendingLeaderOf(draft, units);
  return html`<ul class="picked" aria-label=${attacking ? 'Attacking units and leaders' : 'Defending units and leaders'}>
    ${pickedUnits(ids, units).map((u) => {
      if (isLeader(u)) {
        const rank = u.state.rank === 'army' ? 'Army Leader' : u.state.rank === 'corps' ? 'Corps Leader' : 'rank not given';
        return html`<li>
          <span class="name">${u.name}</span><span>${rank}, ${leaderWords(u)}${u === inCharge ? html`, <strong>in charge</strong>` : nothing}</span>${removeButton(u.name, side, () =>
            patch({ [side]: ids.filter((x) => x !== u.id) }),
          )}
        </li>`;
      }
      const withLeader = typeof u.state.with === 'string' ? u.state.with : '';
      return html`<li>
        <span class="name">${u.name}</span>
        ${withLeader ? html`<span>with ${withLeader}</span>` : nothing}
        ${numberField(`${u.name} strength points`, u.strength, (n) => save({ ...u, strength: n }), { max: 999, short: 'SP' })}
        ${attacking && leaders.length > 1 && !isOneRoll(draft.kind)
          ? leaderField(`${u.name} takes command from`, leaders, unitLeaderOf(draft, u.id, units), (id) => patch({ commandedBy: { ...draft.commandedBy, [u.id]: id } }))
          : nothing}
        ${twoHexes
          ? selectField(`${u.name} attacks from`, draft.secondHex.includes(u.id) ? 2 : 1, [[1, 'Hex 1'], [2, 'Hex 2']], (h) => patch({ secondHex: toggle(draft.secondHex, u.id, h === 2) }))
          : nothing}
        ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== u.id) }))}
      </li>`;
    })}
  </ul>`;
}
