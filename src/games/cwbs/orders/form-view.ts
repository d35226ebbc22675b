import { html, nothing } from 'lit';
import { MAX_DELIVERY, MAX_TURN, NAME_MAX } from './read';
import type { OrderForm } from './form';

type TextKey = Exclude<keyof OrderForm, 'receiverHasOrders'>;

type FieldSpec =
  | { readonly key: TextKey; readonly label: string; readonly type: 'text'; readonly max: number }
  | { readonly key: TextKey; readonly label: string; readonly type: 'number'; readonly min: number; readonly max: number }
  | { readonly key: TextKey; readonly label: string; readonly type: 'select'; readonly options: readonly (readonly [string, string])[] };

const RATINGS = [0, 1, 2, 3, 4].map((r) => [String(r), String(r)] as const);

/** The fields of a new order, in the Order Log's order. */
const FIELDS: readonly FieldSpec[] = [
  { key: 'number', label: 'Order number', type: 'number', min: 1, max: 9999 },
  { key: 'sender', label: 'Sender', type: 'text', max: NAME_MAX },
  { key: 'senderRating', label: "Sender's rating", type: 'select', options: [['', 'Choose'], ...RATINGS] },
  { key: 'receiver', label: 'Receiver', type: 'text', max: NAME_MAX },
  { key: 'receiverRating', label: "Receiver's rating", type: 'select', options: [['', 'Choose'], ...RATINGS] },
  { key: 'type', label: 'Type', type: 'select', options: [['simple', 'Simple'], ['complex', 'Complex']] },
  { key: 'method', label: 'Method', type: 'select', options: [['oral', 'Oral'], ['written', 'Written'], ['inPerson', 'In person']] },
  { key: 'edition', label: 'Charts', type: 'select', options: [['seed', "The seed's charts"], ['v3.2', 'Series Rules v3.2']] },
  { key: 'force', label: "Force (the seed's charts only)", type: 'select', options: [['', 'None'], ['0', 'Force 0'], ['1', 'Force 1'], ['2', 'Force 2']] },
  { key: 'written', label: 'Turn written', type: 'number', min: 1, max: MAX_TURN },
  { key: 'deliveryTurns', label: 'Turns of delivery (Order Delivery table)', type: 'number', min: 0, max: MAX_DELIVERY },
];

export interface FormView {
  readonly form: OrderForm;
  /** Each field's problem, by its key. */
  readonly errors: ReadonlyMap<string, string>;
  readonly disabled: boolean;
  change(patch: Partial<OrderForm>, key: keyof OrderForm): void;
}

function control(spec: FieldSpec, view: FormView) {
  const id = `order-${spec.key}`;
  const error = view.errors.get(spec.key);
  const value = view.form[spec.key];
  const input = (e: Event) => view.change({ [spec.key]: (e.target as HTMLInputElement | HTMLSelectElement).value }, spec.key);
  const described = error ? `${id}-error` : undefined;
  if (spec.type === 'select') {
    return html`<select id=${id} .value=${value} ?disabled=${view.disabled} aria-invalid=${error ? 'true' : 'false'} aria-describedby=${described ?? nothing} @change=${input}>
      ${spec.options.map(([v, label]) => html`<option value=${v} ?selected=${v === value}>${label}</option>`)}
    </select>`;
  }
  return html`<input
    id=${id}
    type=${spec.type}
    .value=${value}
    ?disabled=${view.disabled}
    aria-invalid=${error ? 'true' : 'false'}
    aria-describedby=${described ?? nothing}
    min=${spec.type === 'number' ? spec.min : nothing}
    max=${spec.type === 'number' ? spec.max : nothing}
    maxlength=${spec.type === 'text' ? spec.max : nothing}
    inputmode=${spec.type === 'number' ? 'numeric' : nothing}
    @input=${input}
  />`;
}

/** The new order's fields, each with its problem under it. */
export function renderOrderFields(view: FormView) {
  return html`<div class="fields">
    ${FIELDS.map((spec) => {
      const error = view.errors.get(spec.key);
      return html`<div class="field">
        <label for=${`order-${spec.key}`}>${spec.label}</label>
        ${control(spec, view)} ${error ? html`<p class="problem" id=${`order-${spec.key}-error`}>${error}</p>` : nothing}
      </div>`;
    })}
    <div class="field flag">
      <button type="button" aria-pressed=${view.form.receiverHasOrders ? 'true' : 'false'} ?disabled=${view.disabled} @click=${() => view.change({ receiverHasOrders: !view.form.receiverHasOrders }, 'receiverHasOrders')}>
        Receiver currently has orders
      </button>
    </div>
  </div>`;
}
