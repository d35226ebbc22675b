import { failureWords } from '../../../engine/core/errors';
import type { Sides } from '../../../desk/rules';
import type { FigureDistribution } from '../../../engine/core/figures';
import { compareView } from '../../../plan/cumulative';
import { percent } from '../../../plan/exact';
import type { UnitRecord } from '../../../store/records';
import { type CompareLine, MAX_VARIANTS, type Variant } from '../../compare-attacks/compare-attacks.component';
import type { DeskHost } from '../host';

interface Compared {
  readonly id: string;
  readonly draft: Sides;
  readonly answer?: { readonly figures: FigureDistribution } | { readonly problems: readonly string[] };
}

/**
 * Variants of one attack side by side at the desk: each set-up compared is weighed by the engine's
 * fast path, and the one chosen goes into the plan. Not saved: a comparison is made and settled at once.
 */
export class DeskCompare {
  variants: readonly Compared[] = [];
  private seq = 0;

  constructor(
    private readonly host: DeskHost,
    private readonly keepInPlan: (draft: Sides) => void,
  ) {}

  add(): void {
    if (this.variants.length >= MAX_VARIANTS) return;
    this.variants = [...this.variants, { id: crypto.randomUUID(), draft: this.host.draft }];
    void this.weigh();
  }

  remove(id: string): void {
    this.variants = this.variants.filter((v) => v.id !== id);
    this.host.requestUpdate();
  }

  open(id: string): void {
    const variant = this.variants.find((v) => v.id === id);
    if (variant) this.host.setDraft(variant.draft);
  }

  /** Puts the variant chosen into the plan; the comparison is settled. */
  keep(id: string): void {
    const variant = this.variants.find((v) => v.id === id);
    if (!variant) return;
    this.keepInPlan(variant.draft);
    this.variants = [];
    this.host.requestUpdate();
  }

  /** Weighs every variant against the units as they stand now. */
  async weigh(): Promise<void> {
    const { host } = this;
    if (!host.engine || this.variants.length === 0) return;
    const seq = ++this.seq;
    const asked = this.variants;
    const answers = await host.engine.figuresMany(asked.map((v) => host.describeDeclared(v.draft)));
    if (seq !== this.seq) return;
    this.variants = asked.map((v, i) => {
      const answer = answers[i];
      return { ...v, answer: answer?.ok ? { figures: answer.value } : { problems: (answer?.errors ?? []).map(failureWords) } };
    });
    host.requestUpdate();
  }

  shown(units: ReadonlyMap<string, UnitRecord>): { readonly variants: Variant[]; readonly lines: CompareLine[] } {
    const name = (id: string) => units.get(id)?.name ?? 'a unit no longer on the roster';
    const variants = this.variants.map((v) => ({
      id: v.id,
      title: `${v.draft.attackers.map(name).join(', ') || 'no attacker'} → ${v.draft.defenders.map(name).join(', ') || 'no defender'}`,
      problems: v.answer && 'problems' in v.answer ? v.answer.problems : [],
    }));
    const weighed = this.variants.map((v) => (v.answer && 'figures' in v.answer ? v.answer.figures : { measure: '', total: 1, outcomes: [] }));
    const lines = compareView(weighed).map((l) => ({ words: l.words, chances: l.chances.map((c, i) => (this.variants[i]?.answer && 'figures' in (this.variants[i]?.answer ?? {}) ? percent(c) : '—')) }));
    return { variants, lines };
  }
}
