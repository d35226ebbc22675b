import { html, nothing } from 'lit';
import { safeGameName } from '../../store/game-name';
import type { GameRecord } from '../../store/records';

export interface DeskTitleView {
  readonly game: GameRecord;
  readonly renaming: boolean;
  readonly confirmDelete: boolean;
}

export interface DeskTitleActions {
  setRenaming(on: boolean): void;
  rename(name: string): void;
  exportFile(): void;
  setConfirmDelete(on: boolean): void;
  deleteGame(): void;
}

/** Closes the game menu a choice was made in. */
function closeMenu(event: Event): void {
  (event.target as HTMLElement).closest('details')?.removeAttribute('open');
}

/** The game's name and, folded into one menu, what can be done to the game itself: tables, rename, export, delete (asked twice). */
export function renderDeskTitle({ game, renaming, confirmDelete }: DeskTitleView, act: DeskTitleActions) {
  return html`<div class="title">
      ${renaming
        ? html`<form
            @submit=${(e: SubmitEvent) => {
              e.preventDefault();
              act.rename(String(new FormData(e.target as HTMLFormElement).get('name') ?? ''));
            }}
          >
            <input name="name" aria-label="Game name" .value=${game.name} />
            <button type="submit">Save name</button>
            <button type="button" class="secondary" @click=${() => act.setRenaming(false)}>Cancel</button>
          </form>`
        : html`<h1 title=${safeGameName(game.name)}>${safeGameName(game.name)}</h1>`}
      <details class="game-menu">
        <summary>Game<span class="visually-hidden">: tables, rename, export, delete</span></summary>
        <div class="menu" @click=${closeMenu}>
          <a class="button secondary" href="/games/${encodeURIComponent(game.id)}/tables" data-nav>Tables</a>
          <button class="secondary" @click=${() => act.setRenaming(true)}>Rename</button>
          <button class="secondary" @click=${() => act.exportFile()}>Export</button>
          <button class="secondary" @click=${() => act.setConfirmDelete(true)}>Delete</button>
        </div>
      </details>
    </div>
    ${confirmDelete
      ? html`<div class="confirm" role="alertdialog" aria-label="Confirm delete">
          <span>Delete “${safeGameName(game.name)}”, its units and its log? This cannot be undone.</span>
          <button @click=${() => act.deleteGame()}>Delete game</button>
          <button class="secondary" @click=${() => act.setConfirmDelete(false)}>Keep it</button>
        </div>`
      : nothing}`;
}
