import { type PlannedAttack, type WeighedPlan, weighPlan } from '../../../desk/plan';
import type { Sides } from '../../../desk/rules';
import { searchSmallestForce } from '../../../desk/force';
import { PlanMemo } from '../../../desk/plan-memo';
import { afterWords } from '../../../desk/plan-words';
import { bestReply } from '../../../desk/replies';
import { decimal, exact, percent as formatPercent } from '../../../plan/exact';
import { MAX_CANDIDATES } from '../../../plan/force';
import { TAKE_THE_HEX, type Success } from '../../../plan/success';
import type { UnitRecord } from '../../../store/records';
import type { MapState } from '../../../map/state';
import { outOfReach } from '../../../desk/attack-reach';
import type { PlanRow, PlanTotals } from '../../phase-plan/phase-plan.component';
import type { DeskHost } from '../host';

/** How long a change to the plan waits for its chances before it is drawn without them. */
const PLAN_WAIT_MS = 100;

/** The plan as saved with the game; a damaged or older value reads as no plan. */
function readPlan(saved: unknown): PlannedAttack[] {
  if (typeof saved !== 'object' || saved === null || !('attacks' in saved) || !Array.isArray(saved.attacks)) return [];
  return saved.attacks.flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null || !('id' in a) || typeof a.id !== 'string' || !('draft' in a) || !('success' in a)) return [];
    return [{ id: a.id, draft: a.draft as Sides, success: (a.success ?? TAKE_THE_HEX) as Success }];
  });
}

/**
 * The combat phase's plan at the desk: the attacks the player declared, saved with the game, weighed
 * exactly by the engine whenever the plan or the units change (an answer that arrives after a newer
 * question is dropped).
 */
export class DeskPlan {
  attacks: readonly PlannedAttack[] = [];
  private weighed: WeighedPlan | undefined;
  /** The attacks `weighed` is for: chances are shown beside these only, never beside a list changed since. */
  private weighedFor: readonly PlannedAttack[] = [];
  private weighing = false;
  /**
   * What the desk draws: the plan as it was when last published. A change is published with its
   * chances (or, when they are late, without them, marked as being worked out), so no frame shows
   * a changed plan beside chances worked out for another.
   */
  shown: { readonly attacks: readonly PlannedAttack[]; readonly weighed: WeighedPlan | undefined; readonly weighing: boolean } = { attacks: [], weighed: undefined, weighing: false };
  /** Each attack's chance under the opponent's best reply, where he still has a choice to make. */
  private replies = new Map<string, string>();
  /** The last smallest-force search of each attack: the force found and its words. */
  private forces = new Map<string, { readonly ids?: readonly string[]; readonly words: string }>();
  private seq = 0;
  /**
   * The plan attack the set-up on the desk came from: the one just added from it, or the one put on
   * the desk with To the desk (taken out of the plan, with the place it had). A variant of it kept
   * from a comparison replaces it there.
   */
  private origin: { readonly attack: PlannedAttack; readonly index: number } | undefined;
  /** The engine's answers for the attacks weighed so far: a change asks only for what it changed. */
  private readonly memo: PlanMemo;

  constructor(
    private readonly host: DeskHost,
    /** The map, where the game's reach says which of an attack's units may take part in it. */
    private readonly map?: () => MapState,
  ) {
    this.memo = new PlanMemo(() => host.engine);
  }

  /** The plan saved with the game just opened; the set-ups are read by the game's rules. */
  open(saved: unknown): void {
    const rules = this.host.desk?.rules;
    this.attacks = rules ? readPlan(saved).map((a) => ({ ...a, draft: rules.read(a.draft) })) : [];
    void this.weigh();
  }

  /** Adds the combat on the desk as the plan's next attack: the set-up on the desk now comes from it. */
  add(): void {
    const attack = { id: crypto.randomUUID(), draft: this.host.draft, success: this.host.desk?.planSuccess ?? TAKE_THE_HEX };
    this.origin = { attack, index: this.attacks.length };
    this.change([...this.attacks, attack]);
  }

  /**
   * The plan attack a set-up on the desk is a variant of, if any: the one the desk's set-up came
   * from, while the set-up still attacks the same defenders with some of the same units.
   */
  cameFrom(draft: Sides): string | undefined {
    const id = this.origin?.attack.id;
    // As the plan has it now (a smaller force kept since, say), or as it was put on the desk.
    const attack = this.attacks.find((a) => a.id === id) ?? this.origin?.attack;
    if (!attack) return undefined;
    const shares = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));
    return shares(draft.defenders, attack.draft.defenders) && shares(draft.attackers, attack.draft.attackers) ? attack.id : undefined;
  }

  /**
   * Keeps a set-up (a variant chosen in a comparison) in the plan: in place of the plan attack it came
   * from (`from`, as `cameFrom` said), at its place and with its success; as the next attack when it
   * came from none, or from one no longer there.
   */
  keep(draft: Sides, from: string | undefined): void {
    const origin = from === undefined || this.origin?.attack.id !== from ? undefined : this.origin;
    const at = this.attacks.findIndex((a) => a.id === from);
    const success = (at >= 0 ? this.attacks[at]?.success : origin?.attack.success) ?? this.host.desk?.planSuccess ?? TAKE_THE_HEX;
    const attack = { id: crypto.randomUUID(), draft, success };
    const next = [...this.attacks];
    if (at >= 0) next.splice(at, 1, attack);
    else if (origin) next.splice(Math.min(origin.index, next.length), 0, attack);
    else next.push(attack);
    this.origin = { attack, index: next.indexOf(attack) };
    this.change(next);
  }

  /** The plan's attacks, all replaced by these (an allocation the search found). */
  replaceAll(drafts: readonly Sides[]): void {
    const success = this.host.desk?.planSuccess ?? TAKE_THE_HEX;
    this.origin = undefined;
    this.change(drafts.map((draft) => ({ id: crypto.randomUUID(), draft, success })));
  }

  remove(id: string): void {
    if (this.origin?.attack.id === id) this.origin = undefined;
    this.change(this.attacks.filter((a) => a.id !== id));
  }

  move(id: string, by: number): void {
    const from = this.attacks.findIndex((a) => a.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= this.attacks.length) return;
    const next = [...this.attacks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    this.change(next);
  }

  setSuccess(id: string, success: Success): void {
    this.change(this.attacks.map((a) => (a.id === id ? { ...a, success } : a)));
  }

  /**
   * Puts an attack on the desk, to be changed (and added again) or fought: the plan's other attacks
   * are weighed again from the units as its result leaves them, once it is applied.
   */
  edit(id: string): void {
    const index = this.attacks.findIndex((a) => a.id === id);
    const attack = this.attacks[index];
    if (!attack) return;
    this.host.setDraft(attack.draft);
    this.change(this.attacks.filter((a) => a.id !== id));
    this.origin = { attack, index };
  }

  /** Finds the smallest force among an attack's units that reaches `percent` % (or the best there is), and says it. */
  async findForce(id: string, percent: number): Promise<void> {
    const { host } = this;
    const attack = this.attacks.find((a) => a.id === id);
    const rules = host.desk?.rules;
    if (!attack || !rules || !host.engine) return;
    const units = host.unitMap;
    // The units the game's reach leaves out of an attack on these defenders, as a search would.
    const map = this.map?.();
    const reach = map && host.desk?.attackReach?.(rules.read({ ...attack.draft, attackers: [], defenders: [] }), map, units);
    const outside = (reach && map ? attack.draft.attackers.flatMap((a) => {
      const unit = units.get(a);
      const why = unit && outOfReach(reach, map, unit, attack.draft.defenders);
      return why ? [{ id: a, why }] : [];
    }) : []);
    const leftOut = outside.length > 0 ? ` Left out: ${outside.map((o) => o.why).join('; ')}.` : '';
    const within = { ...attack, draft: { ...attack.draft, attackers: attack.draft.attackers.filter((a) => !outside.some((o) => o.id === a)) } };
    if (within.draft.attackers.length > MAX_CANDIDATES) {
      this.forces.set(id, { words: `At most ${MAX_CANDIDATES} units can be weighed at once; this attack has ${within.draft.attackers.length}.${leftOut}` });
      this.publish();
      return;
    }
    this.forces.set(id, { words: `Weighing every choice of these ${within.draft.attackers.length} units…${leftOut}` });
    this.publish();
    const found = await searchSmallestForce(within, exact(percent, 100), units, rules, host.engine, (draft) => host.describeDeclared(draft, units));
    const names = (ids: readonly string[]) => ids.map((u) => units.get(u)?.name ?? u).join(', ');
    const value = rules.valueName;
    this.forces.set(
      id,
      !found
        ? { words: `The rules refuse every choice of these units.${leftOut}` }
        : found.reaches
          ? { ids: found.force.ids, words: `${names(found.force.ids)} (${value} ${found.force.strength}) is the smallest force for at least ${percent} %: ${formatPercent(found.chance)}.${leftOut}` }
          : { ids: found.force.ids, words: `No choice of these units reaches ${percent} %. The best is ${names(found.force.ids)} (${value} ${found.force.strength}): ${formatPercent(found.chance)}.${leftOut}` },
    );
    this.publish();
  }

  /** Keeps the force the last search found as the attack's attackers. */
  useForce(id: string): void {
    const ids = this.forces.get(id)?.ids;
    if (!ids) return;
    this.forces.delete(id);
    this.change(this.attacks.map((a) => (a.id === id ? { ...a, draft: { ...a.draft, attackers: ids } } : a)));
  }

  private change(attacks: readonly PlannedAttack[]): void {
    this.attacks = attacks;
    this.host.saveLater({ plan: { attacks } });
    void this.weigh();
  }

  /** Weighs the plan against the units as they stand now. */
  async weigh(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!rules || !host.engine) return;
    const seq = ++this.seq;
    this.weighing = true;
    // The change and its chances are drawn together when the engine answers in time; if not, the
    // change is drawn at once, its chances marked as being worked out.
    const late = setTimeout(() => {
      if (seq === this.seq) this.publish();
    }, PLAN_WAIT_MS);
    const attacks = this.attacks;
    const weighed = await weighPlan(attacks, host.unitMap, rules, this.memo, (draft, units) => host.describeDeclared(draft, units));
    clearTimeout(late);
    if (seq !== this.seq) return;
    this.weighed = weighed;
    this.weighedFor = attacks;
    this.weighing = false;
    this.publish();
    await this.weighReplies(seq);
  }

  /** The opponent's view: each attack against the reply worst for the attacker, beside the choice as set up. */
  private async weighReplies(seq: number): Promise<void> {
    const { host } = this;
    if (!host.engine) return;
    const engine = host.engine;
    const found = await Promise.all(this.attacks.map((a) => bestReply(host.describeDeclared(a.draft), a.success, engine)));
    if (seq !== this.seq) return;
    this.replies = new Map(
      this.attacks.flatMap((a, i) => {
        const best = found[i];
        if (!best) return [];
        const unweighed = best.unweighed.length > 0 ? ` (${best.unweighed.length} other ${best.unweighed.length === 1 ? 'reply' : 'replies'} not weighed: ${best.unweighed[0] ?? ''})` : '';
        return [[a.id, `Against the opponent’s best reply: ${formatPercent(best.chance)}${unweighed}. The chance above is for his choice as set up.`]];
      }),
    );
    this.publish();
  }

  private publish(): void {
    this.shown = { attacks: this.attacks, weighed: this.weighedFor === this.attacks ? this.weighed : undefined, weighing: this.weighing };
    this.host.requestUpdate();
  }

  /** The attacks as the plan shows them, named by their units. */
  rows(units: ReadonlyMap<string, UnitRecord>): PlanRow[] {
    const name = (id: string) => units.get(id)?.name ?? 'a unit no longer on the roster';
    const { attacks, weighed } = this.shown;
    return attacks.map((a, i) => {
      const chances = weighed?.chances?.attacks[i];
      const measure = weighed?.measures[i] ?? '';
      const earlier = weighed?.earlier[i] ?? [];
      const alone = weighed?.alone[i];
      return {
        id: a.id,
        title: `${a.draft.attackers.map(name).join(', ') || 'no attacker'} → ${a.draft.defenders.map(name).join(', ') || 'no defender'}`,
        success: a.success,
        ...(chances ? { chance: formatPercent(chances.success), losses: `attacker ${decimal(chances.attackerLoss)}, defender ${decimal(chances.defenderLoss)} ${measure}` } : {}),
        // A later attack on a hex: its chance counts the attacks before it, so it says so and gives its chance alone beside it.
        ...(chances && alone && earlier.length > 0
          ? { after: afterWords(earlier.map((k) => ({ number: k + 1, attackers: attacks[k]?.draft.attackers.map(name) ?? [] }))), alone: formatPercent(alone) }
          : {}),
        problems: weighed?.problems[i] ?? [],
        ...(this.replies.has(a.id) ? { reply: this.replies.get(a.id) ?? '' } : {}),
        ...(this.forces.has(a.id) ? { force: { words: this.forces.get(a.id)?.words ?? '', useable: this.forces.get(a.id)?.ids !== undefined } } : {}),
      };
    });
  }

  totals(): PlanTotals | undefined {
    const chances = this.shown.weighed?.chances;
    if (!chances) return undefined;
    const measure = this.shown.weighed?.measures.find((m) => m !== undefined) ?? '';
    return { allSucceed: formatPercent(chances.allSucceed), someFail: formatPercent(chances.someFail), losses: `attacker ${decimal(chances.attackerLoss)}, defender ${decimal(chances.defenderLoss)} ${measure}` };
  }

  doubles(units: ReadonlyMap<string, UnitRecord>): string[] {
    return (this.shown.weighed?.doubles ?? []).map(
      (d) => `${units.get(d.unit)?.name ?? d.unit} is in attacks ${d.attacks.map((i) => i + 1).join(' and ')}: a unit attacks once in a combat phase. Take it out of all but one.`,
    );
  }
}
