import { html, nothing } from 'lit';
import { toggle } from '../../desk/rules';
import type { DefinitionForm } from '../../engine/games/owngame';
import type { SettingWords } from '../../desk/variant-names';
import type { UnitRecord } from '../../store/records';
import { numberField, removeButton, toggleButton } from '../views';
import { type OwnDraft, pickedUnits, underCondition, unitKey } from './draft';

type Patch = (patch: Partial<OwnDraft>) => void;
type Condition = DefinitionForm['conditions'][number];

/** What a condition does, in a few words, beside its name. */
function effectWords(c: Condition): string {
  if (c.effect === 'shift') return `${Math.abs(c.columns)} column${Math.abs(c.columns) === 1 ? '' : 's'} ${c.columns < 0 ? 'left' : 'right'}`;
  if (c.effect === 'die') return `die ${c.modifier > 0 ? '+' : ''}${c.modifier}`;
  return `×${c.multiplier}`;
}

const label = (c: Condition) => `${c.name} (${effectWords(c)})`;

/**
 * The set-up of a combat of your own game: the definition's combat conditions as toggles, and beside
 * each unit picked its side's unit conditions and its steps. With no definition yet, where to define it.
 */
export function ownSetup(definition: DefinitionForm | undefined) {
  const steps = definition?.units.values.find((x) => x.use === 'steps');
  return {
    /** Each condition claimed or not, and which units a unit condition covers, in the definition's own names. */
    settingWords(draft: OwnDraft, units: ReadonlyMap<string, UnitRecord>): SettingWords[] {
      return (definition?.conditions ?? []).map((c) => {
        if (c.scope === 'combat') return { key: c.id, words: draft.conditions.includes(c.id) ? c.name : `No ${c.name}` };
        const under = pickedUnits(underCondition(draft, c.id), units).map((u) => u.name);
        return { key: c.id, words: under.length > 0 ? `${under.join(', ')}: ${c.name}` : `No ${c.name}` };
      });
    },
    conditions(draft: OwnDraft, patch: Patch) {
      if (!definition) return html`<h2>Your game’s rules</h2><p class="note" role="note">Define your game’s rules first: under the turn record, <em>Your game’s rules</em>.</p>`;
      const combat = definition.conditions.filter((c) => c.scope === 'combat');
      return html`<h2>Conditions</h2>
        ${combat.length === 0
          ? html`<p class="note">Your game has no conditions for the whole combat.</p>`
          : html`<div class="toggles" role="group" aria-label="Conditions">
              ${combat.map((c) => toggleButton(label(c), draft.conditions.includes(c.id), (on) => patch({ conditions: toggle(draft.conditions, c.id, on) })))}
            </div>`}`;
    },
    picked(side: 'attackers' | 'defenders', draft: OwnDraft, units: ReadonlyMap<string, UnitRecord>, patch: Patch, save: (u: UnitRecord) => void) {
      const ids = draft[side];
      if (ids.length === 0) return html`<p class="none">None yet: tap units in the roster.</p>`;
      const own = (definition?.conditions ?? []).filter((c) => c.scope === 'unit' && c.side === (side === 'attackers' ? 'attacker' : 'defender'));
      return html`<ul class="picked" aria-label=${side === 'attackers' ? 'Attacking units' : 'Defending units'}>
        ${pickedUnits(ids, units).map(
          (u) => html`<li>
            <span class="name">${u.name}</span>
            ${own.map((c) => toggleButton(`${u.name}: ${label(c)}`, underCondition(draft, c.id).includes(u.id), (on) => patch({ [unitKey(c.id)]: toggle(underCondition(draft, c.id), u.id, on) })))}
            ${steps
              ? numberField(
                  `${u.name} ${steps.name.toLowerCase()}`,
                  typeof u.state[steps.id] === 'number' ? (u.state[steps.id] as number) : null,
                  (n) => save({ ...u, state: n === null ? Object.fromEntries(Object.entries(u.state).filter(([k]) => k !== steps.id)) : { ...u.state, [steps.id]: n } }),
                  { min: steps.min, max: steps.max, short: steps.code },
                )
              : nothing}
            ${removeButton(u.name, side, () => patch({ [side]: ids.filter((x) => x !== u.id) }))}
          </li>`,
        )}
      </ul>`;
    },
  };
}
