import { failureWords } from '../../../engine/core/errors';
import type { Sides } from '../../../desk/rules';
import type { FigureDistribution } from '../../../engine/core/figures';
import { compareView } from '../../../plan/cumulative';
import { percent } from '../../../plan/exact';
import { variantNames } from '../../../desk/variant-names';
import type { UnitRecord } from '../../../store/records';
import { type CompareLine, MAX_VARIANTS, type Variant } from '../../compare-attacks/compare-attacks.component';
import type { DeskHost } from '../host';

interface Compared {
  readonly id: string;
  readonly draft: Sides;
  /** The plan attack the variant is a variant of, when the set-up compared came from one. */
  readonly from: string | undefined;
  readonly answer?: { readonly figures: FigureDistribution } | { readonly problems: readonly string[] };
}

/** The plan as a comparison uses it: which plan attack a set-up came from, and keeping a variant in place of it. */
export interface ComparePlan {
  cameFrom(draft: Sides): string | undefined;
  keep(draft: Sides, from: string | undefined): void;
}

/**
 * Variants of one attack side by side at the desk: each set-up compared is weighed by the engine's
 * fast path, and the one chosen goes into the plan, in place of the plan attack it is a variant of
 * when there is one. Not saved: a comparison is made and settled at once.
 */
export class DeskCompare {
  variants: readonly Compared[] = [];
  private seq = 0;

  constructor(
    private readonly host: DeskHost,
    private readonly plan: ComparePlan,
  ) {}

  add(): void {
    if (this.variants.length >= MAX_VARIANTS) return;
    const { draft } = this.host;
    this.variants = [...this.variants, { id: crypto.randomUUID(), draft, from: this.plan.cameFrom(draft) }];
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
    this.plan.keep(variant.draft, variant.from);
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

  /** The variants as the comparison shows them: what they attack with and against in common, each named by what differs from the others. */
  shown(units: ReadonlyMap<string, UnitRecord>): { readonly attack: string; readonly variants: Variant[]; readonly lines: CompareLine[] } {
    const name = (id: string) => units.get(id)?.name ?? 'a unit no longer on the roster';
    const words = (draft: Sides) => this.host.deskViews?.settingWords(draft, units) ?? [];
    const { attack, names } = variantNames(
      this.variants.map((v) => ({ attackers: v.draft.attackers, defenders: v.draft.defenders, settings: words(v.draft) })),
      name,
    );
    const variants = this.variants.map((v, i) => ({
      id: v.id,
      title: names[i] ?? attack,
      problems: v.answer && 'problems' in v.answer ? v.answer.problems : [],
    }));
    const weighed = this.variants.map((v) => (v.answer && 'figures' in v.answer ? v.answer.figures : { measure: '', total: 1, outcomes: [] }));
    const lines = compareView(weighed).map((l) => ({ words: l.words, chances: l.chances.map((c, i) => (this.variants[i]?.answer && 'figures' in (this.variants[i]?.answer ?? {}) ? percent(c) : '—')) }));
    return { attack, variants, lines };
  }
}
