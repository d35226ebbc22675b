/**
 * Gathers changes to one record and writes them once the player pauses: a write then never holds
 * up what the change shows, and a run of quick changes makes one write. `flush` writes at once
 * (the page is being hidden, the screen closed); `drop` forgets what waits (the record is gone);
 * `take` hands what waits to a write of the caller's own.
 */
export class PausedWriter<T extends object> {
  private pending?: { readonly key: string; patch: Partial<T>; changedAt: number; timer: ReturnType<typeof setTimeout> };

  constructor(
    private readonly write: (key: string, patch: Partial<T>) => void,
    private readonly pauseMs: number,
  ) {}

  add(key: string, patch: Partial<T>): void {
    const pending = this.pending;
    if (pending?.key === key) {
      // One timer for a run of changes: it looks again when it fires (cheaper than re-arming it each time).
      pending.patch = { ...pending.patch, ...patch };
      pending.changedAt = performance.now();
      return;
    }
    this.flush();
    this.pending = { key, patch, changedAt: performance.now(), timer: setTimeout(() => this.afterPause(), this.pauseMs) };
  }

  flush(): void {
    const pending = this.pending;
    this.drop();
    if (pending) this.write(pending.key, pending.patch);
  }

  /** What waits to be written to `key`'s record, taken away: the caller writes it (and gives it back with `add` if that write fails). */
  take(key: string): Partial<T> | undefined {
    const pending = this.pending;
    if (pending?.key !== key) return undefined;
    this.drop();
    return pending.patch;
  }

  drop(): void {
    clearTimeout(this.pending?.timer);
    this.pending = undefined;
  }

  private afterPause(): void {
    const pending = this.pending;
    if (!pending) return;
    const quiet = performance.now() - pending.changedAt;
    if (quiet < this.pauseMs) pending.timer = setTimeout(() => this.afterPause(), this.pauseMs - quiet);
    else this.flush();
  }
}
