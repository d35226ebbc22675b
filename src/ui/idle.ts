/** How many taps are being answered now (`answeringTap`). */
let tapsAnswered = 0;
/** Idle work that came due while a tap was being answered: asked for again once none is. */
let putOff: (() => void)[] = [];

/** Resolves once no tap is being answered: at once when none is. */
export function noTapAnswered(): Promise<void> {
  return tapsAnswered === 0 ? Promise.resolve() : new Promise((resolve) => putOff.push(resolve));
}

/**
 * Runs `task` when the page is idle, and never while a tap is being answered: a moment the page
 * waits on a worker in the middle of a roll looks idle, and work begun there would hold up the
 * result. Safari (the iPad's browser) has no requestIdleCallback, so it waits a moment instead.
 */
export function whenIdle(task: () => void): void {
  const run = () => {
    if (tapsAnswered > 0) putOff.push(task);
    else task();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}

/** The events that say a player is at the page: a touch, a key, a tap (the app's own clicks among them). */
const PLAYER_EVENTS = ['pointerdown', 'keydown', 'click', 'input'] as const;

/**
 * Runs `task` once the player pauses: nothing touched, typed or tapped and no tap being answered for
 * `pause` ms, then at the page's next idle moment. For work that takes a tablet's processors for
 * seconds, such as caching the whole app for offline play on the first visit: it starts in the
 * player's first pause rather than share the device with the taps of a game being set up and played.
 */
export function afterAPause(task: () => void, pause: number): void {
  let last = performance.now();
  const heard = () => (last = performance.now());
  for (const type of PLAYER_EVENTS) addEventListener(type, heard, { capture: true, passive: true });
  const check = () => {
    // A tap being answered is the player at the page: the pause counts from once it is answered.
    if (tapsAnswered > 0) {
      void noTapAnswered().then(() => setTimeout(check, pause));
      return;
    }
    const left = pause - (performance.now() - last);
    if (left > 0) {
      setTimeout(check, left);
      return;
    }
    for (const type of PLAYER_EVENTS) removeEventListener(type, heard, { capture: true });
    whenIdle(task);
  };
  setTimeout(check, pause);
}

/**
 * Marks a tap as being answered (a roll or an Apply, from the tap to its result on screen) until
 * the function handed back is called; idle work due meanwhile waits for the page's next idle moment
 * after it.
 */
export function answeringTap(): () => void {
  tapsAnswered++;
  let over = false;
  return () => {
    if (over) return;
    over = true;
    tapsAnswered--;
    if (tapsAnswered > 0) return;
    const due = putOff;
    putOff = [];
    for (const task of due) whenIdle(task);
  };
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
