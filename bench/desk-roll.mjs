// The desk's roll as the benchmarks drive it: a game made from the home screen, its first combat set
// up, Roll tapped and timed to the result painted. Shared by desk.bench.mjs (the budget) and
// roll-ab.mjs (two builds compared).

// Runs in the page: the combat activity's shadow root (the set-up, the odds, Roll and the result), found through the app shell and the desk.
export const DESK = `document.querySelector('adj-app').shadowRoot.querySelector('adj-desk').shadowRoot.querySelector('adj-combat-activity').shadowRoot`;

/**
 * From the home screen at `url`, the first game's first scenario made, with its roster, and Heth and
 * Anderson attacked by V Corps, ready to roll; then the CPU slowed 4x. Answers the page's CDP session.
 */
export async function deskReadyToRoll(page, url) {
  await page.goto(url);
  await page.locator('adj-home input[name=name]').fill('Benchmark');
  await page.locator('adj-home select[name=rules]:not([disabled])').waitFor();
  await page.locator('adj-home select[name=scenario]').waitFor();
  await page.locator('adj-home button[type=submit]').click();
  await page.locator('adj-roster').waitFor();
  await page.locator('adj-roster button', { hasText: 'Heth' }).click();
  await page.locator('adj-roster button', { hasText: 'Anderson' }).click();
  await page.locator('adj-roster button', { hasText: /(^|\s)V, union/i }).click();
  await page.locator('adj-combat-activity .actions button.primary:not([disabled])', { hasText: 'Roll' }).waitFor();
  // A tablet has no pointer resting over the page: the mouse that made the clicks above leaves it,
  // or each sheet and backdrop coming up under it would restyle what it hovered, in the frame timed.
  await page.mouse.move(-20, -20);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Taps Roll and times it to the result painted; then puts the result away (a tap on the backdrop),
 * the same combat set up for the next roll, `pause` ms at rest before and after. `mark`: the tap and
 * the painting are marked in a trace.
 */
export async function rollOnce(page, pause, mark) {
  const ms = await page.evaluate(
    ({ desk, mark }) =>
      new Promise((resolve) => {
        const root = eval(desk);
        const roll = [...root.querySelectorAll('.actions button')].find((b) => b.textContent.trim() === 'Roll');
        const observer = new MutationObserver(() => {
          // Shown: the card's sheet is in sight (it is kept, unseen, between results).
          if (!root.querySelector('.sheet:not(.unseen) adj-result-card')) return;
          observer.disconnect();
          // Painted: the frame after the card is in the DOM.
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (mark !== undefined) performance.mark(`roll-painted-${mark}`);
              resolve(performance.now() - t0);
            }),
          );
        });
        observer.observe(root, { childList: true, subtree: true, attributes: true });
        if (mark !== undefined) performance.mark(`roll-tap-${mark}`);
        const t0 = performance.now();
        roll.click();
      }),
    { desk: DESK, mark },
  );
  if (pause) await page.waitForTimeout(pause);
  await page.evaluate((desk) => eval(desk).querySelector('.scrim').click(), DESK);
  await page.locator('adj-combat-activity .actions button.primary:not([disabled])', { hasText: 'Roll' }).waitFor();
  if (pause) await page.waitForTimeout(pause);
  return ms;
}
