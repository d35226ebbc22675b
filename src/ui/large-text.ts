import type { ReactiveControllerHost } from 'lit';

/**
 * The larger reading size, where a component shows tables or results: its host carries
 * `data-large-text` while the page asks for it (`data-text="large"` on the root element, set from
 * the player's display settings), and its styles grow what it shows under `:host([data-large-text])`.
 * An attribute rather than a custom property read in the styles: a property in `zoom` costs every
 * result drawn, large or not.
 */
const hosts = new Set<HTMLElement>();
let watching: MutationObserver | undefined;

const mark = (host: HTMLElement) => host.toggleAttribute('data-large-text', document.documentElement.dataset.text === 'large');

/** Marks the host's `data-large-text` while it is on the page, as the page's reading size changes. */
export function watchLargeText(host: ReactiveControllerHost & HTMLElement): void {
  host.addController({
    hostConnected() {
      hosts.add(host);
      mark(host);
      if (!watching) {
        watching = new MutationObserver(() => hosts.forEach(mark));
        watching.observe(document.documentElement, { attributes: true, attributeFilter: ['data-text'] });
      }
    },
    hostDisconnected() {
      hosts.delete(host);
    },
  });
}
