import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import '../../allocation-search/allocation-search';
import '../../compare-attacks/compare-attacks';
import '../../phase-plan/phase-plan';
import type { AdjEvent } from '../../events';
import { theme } from '../../theme';
import { DeskActivity } from '../activity';
import { deskStyles, sheetStyles } from '../desk.styles';
import type { DeskSession } from '../session';
import { type PhasePart, phasePart } from './phase-part';
import { phaseStyles } from './phase-activity.styles';

/**
 * The combat phase as a whole, beside the map: the plan of its attacks with each one's chance, the
 * attacks compared side by side, the best allocation of a side's units, and the enemy's view.
 * Adding the combat on the desk and finding the best allocation stay in a bar on screen.
 */
export class AdjPhaseActivity extends DeskActivity {
  static override styles = [theme, deskStyles, sheetStyles, phaseStyles];

  private get own(): PhasePart | undefined {
    return this.session ? phasePart(this.session) : undefined;
  }

  private weighedUnits: unknown;

  override willUpdate(changed: Map<string, unknown>): void {
    super.willUpdate(changed);
    // The phase is shown: its plan and its map are wanted now, not when the page is next idle (both once).
    this.session?.openPlan();
    this.session?.sketch.showInline();
    const { session, own: part } = this;
    // The variants compared are weighed against the units as they stand: after a result is applied, again.
    if (session && part && session.units !== this.weighedUnits) {
      if (this.weighedUnits !== undefined) void part.compare.weigh();
      this.weighedUnits = session.units;
    }
  }

  override render() {
    const { session, own: part } = this;
    if (!session?.desk || !part) return nothing;
    const { sketch, plan } = session;
    return html`<div class="layout">
        <section class="panel map" aria-label="Map">
          ${guard([session.draft, session.units, sketch.map, sketch.full, sketch.ready, sketch.problem, sketch.exposure], () => sketch.renderPhase())}
        </section>
        <div class="panels">
          <section class="panel" aria-labelledby="plan-title">
            <h2 id="plan-title">Phase plan${plan.shown.attacks.length > 0 ? `: ${plan.shown.attacks.length} attack${plan.shown.attacks.length === 1 ? '' : 's'}` : ''}</h2>
            ${guard([plan.shown, session.units], () => this.renderPlan(session))}
          </section>
          <section class="panel" aria-labelledby="compare-title">
            <h2 id="compare-title">Compare attacks side by side</h2>
            ${this.renderCompare(session, part)}
          </section>
          <section class="panel" aria-labelledby="search-title">
            <h2 id="search-title">Best allocation, and the enemy’s view</h2>
            ${this.renderSearch(session, part)}
          </section>
        </div>
      </div>
      ${this.renderActions(session, part)}`;
  }

  /** The combat on the desk can be weighed: it may go into the plan or a comparison. */
  private deskReady(session: DeskSession): boolean {
    return session.desk?.rules.askable(session.draft) ?? false;
  }

  private renderActions(session: DeskSession, part: PhasePart) {
    const { state } = part.searcher.view;
    const searching = state === 'searching' || state === 'asking';
    return html`<div class="actions" role="group" aria-label="Plan and search">
      <button class="primary" ?disabled=${!this.deskReady(session)} @click=${() => session.plan.add()}>Add the combat on the desk to the plan</button>
      ${searching
        ? html`${state === 'asking' ? html`<button @click=${() => part.searcher.goOn()}>Go on</button>` : nothing}
            <button class="secondary" @click=${() => part.searcher.cancel()}>Cancel the search</button>`
        : html`<button @click=${() => void part.searcher.search()}>Find the best allocation</button>`}
    </div>`;
  }

  /** The combat phase's plan: the attacks declared, each with its chance, and the chance that all succeed. */
  private renderPlan(session: DeskSession) {
    const { plan } = session;
    const units = session.unitMap;
    return html`<adj-phase-plan
      actionsElsewhere
      .rows=${plan.rows(units)}
      .totals=${plan.totals()}
      .doubles=${plan.doubles(units)}
      ?canAdd=${this.deskReady(session)}
      ?weighing=${plan.shown.weighing}
      @plan-add=${() => plan.add()}
      @plan-remove=${(e: AdjEvent<'plan-remove'>) => plan.remove(e.detail)}
      @plan-open=${(e: AdjEvent<'plan-open'>) => this.toDesk(session, e.detail)}
      @plan-move=${(e: AdjEvent<'plan-move'>) => plan.move(e.detail.id, e.detail.by)}
      @plan-success=${(e: AdjEvent<'plan-success'>) => plan.setSuccess(e.detail.id, e.detail.success)}
      @plan-force=${(e: AdjEvent<'plan-force'>) => void plan.findForce(e.detail.id, e.detail.percent)}
      @plan-use-force=${(e: AdjEvent<'plan-use-force'>) => plan.useForce(e.detail)}
    ></adj-phase-plan>`;
  }

  /** An attack of the plan put on the desk, to be changed or fought: the combat activity shows it. */
  private toDesk(session: DeskSession, id: string): void {
    session.plan.edit(id);
    session.goTo('combat');
  }

  /** Variants of one attack side by side, each line an "at least this result" chance. */
  private renderCompare(session: DeskSession, part: PhasePart) {
    const { attack, variants, lines } = part.compare.shown(session.unitMap);
    return html`<adj-compare-attacks
      attack=${attack}
      .variants=${variants}
      .lines=${lines}
      ?canAdd=${this.deskReady(session)}
      @compare-add=${() => part.compare.add()}
      @compare-keep=${(e: AdjEvent<'compare-keep'>) => part.compare.keep(e.detail)}
      @compare-open=${(e: AdjEvent<'compare-open'>) => {
        part.compare.open(e.detail);
        session.goTo('combat');
      }}
      @compare-remove=${(e: AdjEvent<'compare-remove'>) => part.compare.remove(e.detail)}
    ></adj-compare-attacks>`;
  }

  /** The best allocation of a side's units on the map, and where the enemy can hurt it. */
  private renderSearch(session: DeskSession, part: PhasePart) {
    const { searcher } = part;
    const sides = (session.desk?.rules.sides ?? []).map((s) => ({ id: s.id, name: s.words }));
    return html`<adj-allocation-search
      actionsElsewhere
      .sides=${sides}
      side=${searcher.searchSide}
      criterion=${searcher.criterion}
      .view=${searcher.view}
      @search-side=${(e: AdjEvent<'search-side'>) => searcher.setSide(e.detail)}
      @search-criterion=${(e: AdjEvent<'search-criterion'>) => searcher.setCriterion(e.detail)}
      @search-start=${() => void searcher.search()}
      @search-cancel=${() => searcher.cancel()}
      @search-go-on=${() => searcher.goOn()}
      @search-take=${(e: AdjEvent<'search-take'>) => searcher.take(e.detail)}
      @search-enemy=${() => void searcher.enemyView()}
      @search-enemy-clear=${() => searcher.clearExposure()}
    ></adj-allocation-search>`;
  }
}
