import type { AdjutantDb } from '../../store/db';

export const THEMES = ['device', 'light', 'dark', 'contrast'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const TEXT_SIZES = ['standard', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** How this device shows the app: its colours, the reading size of tables and results, and whether the screen stays on. */
export interface Display {
  readonly theme: ThemeChoice;
  readonly text: TextSize;
  /** Whether the screen is kept on while a game is open (wake-lock.ts); on unless the player turned it off. */
  readonly awake?: boolean;
}

export const DEFAULT_DISPLAY: Display = { theme: 'device', text: 'standard', awake: true };

/** Kept in the settings table, per device: it is never exported with a game. */
const KEY = 'display';

/** The display saved on this device; the default for what is missing or not understood. */
export async function loadDisplay(db: AdjutantDb): Promise<Display> {
  const saved = (await db.settings.get(KEY))?.value;
  const d = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  return {
    theme: THEMES.find((t) => t === d.theme) ?? DEFAULT_DISPLAY.theme,
    text: TEXT_SIZES.find((t) => t === d.text) ?? DEFAULT_DISPLAY.text,
    awake: d.awake !== false,
  };
}

export async function saveDisplay(db: AdjutantDb, display: Display): Promise<void> {
  await db.settings.put({ key: KEY, value: { ...display, awake: display.awake !== false } });
}

/** Where the page's start script (public/display-start.js) finds the display to set before the first paint. */
export const START_KEY = 'adj-display';

/**
 * Sets the page's theme and reading size (src/ui/theme.ts reads them from the root element), and
 * leaves them where the next start sets them before anything is painted: the settings table is
 * read only once storage is open, too late for the first frame.
 */
export function applyDisplay(display: Display, root: HTMLElement = document.documentElement): void {
  if (display.theme === 'device') delete root.dataset.theme;
  else root.dataset.theme = display.theme;
  if (display.text === 'large') root.dataset.text = 'large';
  else delete root.dataset.text;
  try {
    // Written only when it changes: a write to the device's storage holds up the page's start.
    const start = JSON.stringify({ theme: display.theme, text: display.text });
    if (localStorage.getItem(START_KEY) !== start) localStorage.setItem(START_KEY, start);
  } catch {
    // Storage refused (a private window): the next start shows the device's colours until the settings are read.
  }
}
