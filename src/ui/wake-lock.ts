import type { ReactiveControllerHost } from 'lit';

/** What the page's Screen Wake Lock API gives (navigator.wakeLock), narrowed to what is used, so a test can stand in for it. */
export interface WakeLockApi {
  request(type: 'screen'): Promise<{ readonly released: boolean; release(): Promise<void> }>;
}

type Sentinel = Awaited<ReturnType<WakeLockApi['request']>>;

/**
 * Keeps the screen on while anything holds it (a game open at the desk) and the player allows it
 * (Display settings). The browser lets the lock go whenever the page is hidden; it is asked for
 * again when the page shows. Where there is no Screen Wake Lock, or the browser refuses (a battery
 * saver), nothing happens and nothing breaks.
 */
export class ScreenAwake {
  private holders = 0;
  private allowed = true;
  private sentinel: Sentinel | undefined;
  private asking = false;

  constructor(
    private readonly api: WakeLockApi | undefined,
    private readonly page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>,
  ) {}

  get supported(): boolean {
    return this.api !== undefined;
  }

  /** Whether the player allows the screen to be kept on. */
  allow(on: boolean): void {
    this.allowed = on;
    void this.settle();
  }

  /** Keeps the screen on until the returned function is called (once is enough; more do nothing). */
  hold(): () => void {
    if (this.holders++ === 0) this.page.addEventListener('visibilitychange', this.onVisibility);
    void this.settle();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--this.holders === 0) this.page.removeEventListener('visibilitychange', this.onVisibility);
      void this.settle();
    };
  }

  /** Whether the screen is being kept on now. */
  get active(): boolean {
    return this.sentinel !== undefined && !this.sentinel.released;
  }

  private readonly onVisibility = (): void => void this.settle();

  private wanted(): boolean {
    return this.allowed && this.holders > 0 && this.page.visibilityState === 'visible';
  }

  /** Asks for the lock, or lets it go, as what is wanted now says. */
  private async settle(): Promise<void> {
    if (!this.api) return;
    if (!this.wanted()) {
      const held = this.sentinel;
      this.sentinel = undefined;
      if (held && !held.released) await held.release().catch(() => undefined);
      return;
    }
    if (this.active || this.asking) return;
    this.asking = true;
    try {
      // Asked in a task of its own: the browser's answer takes a while to set up, and a game's desk
      // holds the screen the moment it is put on the page, in the middle of its first drawing.
      await new Promise((next) => setTimeout(next));
      if (!this.wanted()) return;
      this.sentinel = await this.api.request('screen');
    } catch {
      // Refused (a battery saver, or the page hid meanwhile): asked again when the page next shows.
    } finally {
      this.asking = false;
    }
    // What is wanted may have changed while the browser answered.
    if (!this.wanted()) await this.settle();
  }
}

let shared: ScreenAwake | undefined;

/** The page's one keeper of the screen. */
export function screenAwake(): ScreenAwake {
  shared ??= new ScreenAwake('wakeLock' in navigator ? navigator.wakeLock : undefined, document);
  return shared;
}

/** Keeps the screen on (where the player allows it) until the returned function is called. */
export function keepAwake(): () => void {
  return screenAwake().hold();
}

/** Keeps the screen on while `host` is on the page: a game's desk while a game is open. */
export function keepAwakeWhileShown(host: ReactiveControllerHost, keeper: ScreenAwake = screenAwake()): void {
  let release: (() => void) | undefined;
  host.addController({
    hostConnected() {
      release ??= keeper.hold();
    },
    hostDisconnected() {
      release?.();
      release = undefined;
    },
  });
}
