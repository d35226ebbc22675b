/** Runs `task` when the page is idle; Safari (the iPad's browser) has no requestIdleCallback, so it waits a moment instead. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

/** Runs `work` in the frame after the one being drawn, so what is on its way to the screen is not held up. */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}

/** The kinds of element whose first drawing in the page is done. */
const drawnOnce = new WeakSet<object>();

/**
 * Draws (`draw`: the element's own scheduling of its update), except the first drawing of a kind of
 * element in the page, put off to a task of its own: apart from the task that evaluated its code, so
 * that the page's start is two shorter tasks rather than one long one and a tap meanwhile waits less,
 * on a loaded tablet most of all. Elements of a kind drawn before are drawn at once.
 */
export function apartFromItsCode(kind: object, draw: () => unknown): Promise<unknown> | undefined {
  if (drawnOnce.has(kind)) {
    const drawing = draw();
    return drawing instanceof Promise ? drawing : undefined;
  }
  drawnOnce.add(kind);
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))).then(draw);
}
