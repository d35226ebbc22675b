import { type TemplateResult, html, nothing } from 'lit';
import { METHOD_ROUNDINGS, ROUNDINGS, ROUNDING_WORDS, VALUE_USES } from '../../../engine/games/owngame/definition/form';
import { type FormFields, type FormState, list, str } from './fields';
import { fieldWords, getAt, shortName, typedNumber } from './paths';

/** The define-your-game form's sections, each a fieldset of the definition's fields. */

const USE_WORDS: Readonly<Record<(typeof VALUE_USES)[number], string>> = {
  strength: 'the strength it fights with',
  attack: 'its attack strength',
  defence: 'its defence strength',
  steps: 'its steps',
  other: 'kept and shown only',
};
const METHOD_WORDS = { defender: 'in the defender’s favour', nearest: 'to the nearest (a half to the defender)', attacker: 'in the attacker’s favour' } as const;
const RETREATS: readonly (readonly [boolean | number, string])[] = [[false, 'no retreat'], [true, 'retreats (as your rules say)'], ...Array.from({ length: 4 }, (_, i) => [i + 1, `retreats ${i + 1} hex${i === 0 ? '' : 'es'}`] as const)];

export function renderGame(f: FormFields, state: FormState) {
  return html`<fieldset>
    <legend>The game</legend>
    ${f.text('name', 'Name')} ${f.text('source', 'Where its rules and table come from', { wide: true })} ${f.text('sides.0', 'First side')} ${f.text('sides.1', 'Second side')}
    <label class="wide"
      >Unit types, separated by commas
      <input
        .value=${list(getAt(state.form, 'units.types')).map(str).join(', ')}
        @change=${(e: Event) =>
          state.set(
            'units.types',
            (e.target as HTMLInputElement).value
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean),
          )}
      />
      ${state.shown('units.types') && f.errorsAt('units.types').length > 0 ? html`<span class="problem">${f.errorsAt('units.types').map((e) => `${fieldWords(e.path, state.form)}: ${e.message}`).join('; ')}</span>` : nothing}
    </label>
  </fieldset>`;
}

export function renderValues(f: FormFields, state: FormState) {
  const values = list(getAt(state.form, 'units.values'));
  const taken = () => list(getAt(state.form, 'units.values')).map((x) => str(getAt(x, 'id')));
  return html`<fieldset>
    <legend>The values a unit has</legend>
    ${f.problems('units.values')}
    ${values.map(
      (_, i) => html`<div class="row" role="group" aria-label="Value ${i + 1}">
        ${f.named(`units.values.${i}`, `Value ${i + 1}`, taken, 'value')} ${f.text(`units.values.${i}.code`, 'Roster code')}
        ${f.select(`units.values.${i}.use`, 'What it is', VALUE_USES.map((u) => [u, USE_WORDS[u]] as const))} ${f.number(`units.values.${i}.min`, 'Least')} ${f.number(`units.values.${i}.max`, 'Most')}
        ${f.removeButton('units.values', i, `value ${i + 1}`)}
      </div>`,
    )}
    ${f.add('units.values', (ids) => ({ id: shortName('value', ids, 'value'), name: '', code: '', use: 'other', min: 0, max: 99 }), 'Add a value')}
  </fieldset>`;
}

export function renderMethod(f: FormFields, state: FormState) {
  const kind = getAt(state.form, 'method.kind');
  const codes = list(getAt(state.form, 'results')).map((r) => str(getAt(r, 'code'))).filter(Boolean);
  const edge = kind === 'odds' ? (path: string, label: string) => f.text(path, label) : (path: string, label: string) => f.number(path, label);
  return html`<fieldset>
    <legend>Method and dice</legend>
    ${f.select('method.kind', 'Method', [['odds', 'Odds ratio'], ['difference', 'Difference (attack less defence)']] as const)}
    ${f.select('method.rounding', kind === 'odds' ? 'Odds round' : 'A fraction rounds', METHOD_ROUNDINGS.map((r) => [r, METHOD_WORDS[r]] as const))}
    ${edge('method.lowest', kind === 'odds' ? 'Lowest column' : 'Lowest difference')} ${edge('method.highest', kind === 'odds' ? 'Highest column' : 'Highest difference')}
    ${f.select('method.belowLowest', 'Below the lowest column', [['lowest', 'read at the lowest column'], ['refused', 'the attack is refused'], ...codes.map((c) => [c, `${c}, without a roll`] as const)])}
    ${f.select('method.aboveHighest', 'Above the highest column', [['highest', 'read at the highest column'], ...codes.map((c) => [c, `${c}, without a roll`] as const)])}
    ${f.select('dice.roll', 'Dice', [['1d6', 'One die'], ['2d6', 'Two dice, added'], ['1d10', 'One ten-sided die']] as const)} ${f.number('dice.modifier', 'The dice’s own modifier')}
    ${f.select('shifts', 'Column shifts', [['add', 'every shift counts'], ['best', 'each direction’s largest only']] as const)}
    ${f.select('losses', 'Losses count', [['steps', 'steps'], ['strength', 'strength points']] as const)}
  </fieldset>`;
}

export function renderResults(f: FormFields, state: FormState) {
  const results = list(getAt(state.form, 'results'));
  const loss = (path: string, label: string) => f.text(path, label, { read: typedNumber });
  return html`<fieldset>
    <legend>Results: what each code does</legend>
    <p class="note">A loss is a number, <em>all</em> (every unit eliminated), <em>exchange</em> (as much as the other side) or <em>chosen</em> (the units your rules say).</p>
    ${f.problems('results')}
    ${results.map(
      (_, i) => html`<div class="row" role="group" aria-label="Result ${i + 1}">
        ${f.text(`results.${i}.code`, 'Code')} ${f.text(`results.${i}.name`, 'Name', { wide: true })} ${loss(`results.${i}.attacker.loss`, 'Attacker loses')}
        ${f.select(`results.${i}.attacker.retreat`, 'Attacker retreat', RETREATS)} ${loss(`results.${i}.defender.loss`, 'Defender loses')} ${f.select(`results.${i}.defender.retreat`, 'Defender retreat', RETREATS)}
        ${f.removeButton('results', i, `result ${i + 1}`)}
      </div>`,
    )}
    ${f.add('results', () => ({ code: '', name: '', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: false } }), 'Add a result')}
  </fieldset>`;
}

export function renderConditions(f: FormFields, state: FormState) {
  const conditions = list(getAt(state.form, 'conditions'));
  const taken = () => list(getAt(state.form, 'conditions')).map((x) => str(getAt(x, 'id')));
  const effectFields = (i: number): TemplateResult | typeof nothing => {
    const at = `conditions.${i}`;
    const effect = getAt(state.form, `${at}.effect`);
    const unitScope = getAt(state.form, `${at}.scope`) === 'unit';
    const when = unitScope && effect !== 'strength' ? f.select(`${at}.when`, 'Counts when', [['every', 'every unit of its side has it'], ['any', 'any unit of its side has it']] as const) : nothing;
    if (effect === 'shift') return html`${f.number(`${at}.columns`, 'Columns (left is negative)')} ${when}`;
    if (effect === 'die') return html`${f.number(`${at}.modifier`, 'Die modifier')} ${when}`;
    return html`${f.text(`${at}.multiplier`, 'Multiplier (1/2, 3/2, 2)')} ${f.select(`${at}.rounding`, 'Rounded', ROUNDINGS.map((r) => [r, ROUNDING_WORDS[r]] as const))}
    ${f.number(`${at}.least`, 'Never below')}`;
  };
  const retype = (i: number, effect: string) => {
    const at = `conditions.${i}`;
    const { id, name, side, scope, when } = (getAt(state.form, at) ?? {}) as Record<string, unknown>;
    const base = { id, name, side, scope, when: when ?? 'every' };
    const extra = effect === 'shift' ? { columns: -1 } : effect === 'die' ? { modifier: 1 } : { multiplier: '1/2', rounding: 'nearest-up', least: 1 };
    state.set(at, { ...base, effect, ...extra });
  };
  return html`<fieldset>
    <legend>Conditions</legend>
    ${conditions.map((_, i) => {
      const effect = getAt(state.form, `conditions.${i}.effect`);
      return html`<div class="row" role="group" aria-label="Condition ${i + 1}">
        ${f.named(`conditions.${i}`, `Condition ${i + 1}`, taken, 'condition')} ${f.select(`conditions.${i}.side`, 'Side', [['attacker', 'attacker'], ['defender', 'defender']] as const)}
        ${f.select(`conditions.${i}.scope`, 'Ticked', [['combat', 'for the whole combat'], ['unit', 'on a unit']] as const)}
        <label
          >What it does
          <select @change=${(e: Event) => retype(i, ['shift', 'strength', 'die'][(e.target as HTMLSelectElement).selectedIndex] ?? 'shift')}>
            <option ?selected=${effect === 'shift'}>a column shift</option>
            <option ?selected=${effect === 'strength'}>a strength multiplier</option>
            <option ?selected=${effect === 'die'}>a die modifier</option>
          </select>
        </label>
        ${effectFields(i)} ${f.removeButton('conditions', i, `condition ${i + 1}`)}
      </div>`;
    })}
    ${f.add('conditions', (ids) => ({ id: shortName('condition', ids, 'condition'), name: '', side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -1 }), 'Add a condition')}
  </fieldset>`;
}
