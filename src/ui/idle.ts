/** Runs `task` when the page is idle; Safari (the iPad's browser) has no requestIdleCallback, so it waits a moment instead. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

/** Runs `work` in the frame after the one being drawn, so what is on its way to the screen is not held up. */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}

/**
 * Resolves in a task of its own. A screen's first drawing waits on it so that it is not run in the
 * same task as the evaluation of the code that defined it: two shorter tasks rather than one long
 * one, so a tap meanwhile waits less, on a loaded tablet most of all.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
