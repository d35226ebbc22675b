// Steps at a game's desk shared by the end-to-end checks, as a player takes them: an activity shown
// by its tab, the first combat of Game 1.0 set up from the roster, a result put away, a panel of the
// record opened.

/** Shows a desk activity by its tab ("Combat", "Phase", "Turn", "Record") and waits for it. */
export async function showActivity(page, tab, timeout = { timeout: 8000 }) {
  await page.locator('adj-desk nav.tabs a', { hasText: tab }).click(timeout);
  await page.locator(`adj-${tab.toLowerCase()}-activity`).waitFor(timeout);
}

/** Game 1.0's first combat: Heth and Anderson (5 + 5) attack the V Corps (12), the other army's unit going to the defenders. */
export async function pickFirstCombat(page, timeout = { timeout: 8000 }) {
  await page.locator('adj-roster button', { hasText: 'Heth' }).click(timeout);
  await page.locator('adj-roster button', { hasText: 'Anderson' }).click(timeout);
  await page.locator('adj-roster button', { hasText: /(^|\s)V, union/i }).click(timeout);
  await page.locator('adj-live-panel adj-outcome-chart').waitFor(timeout);
}

/** Puts the result shown away with a tap on its backdrop, as a player does to roll the same combat again (New combat empties the sides). */
export async function putResultAway(page, timeout = { timeout: 8000 }) {
  await page.locator('adj-desk .scrim').click({ position: { x: 4, y: 4 }, ...timeout });
  await page.locator('adj-desk .sheet.unseen adj-result-card').waitFor({ state: 'attached', ...timeout });
}

/** Opens a panel of the record (a <details> in the component `tag`) unless it is open already. */
export async function openPanel(page, tag, timeout = { timeout: 8000 }) {
  const details = page.locator(`${tag} details`).first();
  await details.waitFor(timeout);
  if (!(await details.evaluate((d) => d.open))) await page.locator(`${tag} summary`).first().click(timeout);
}
