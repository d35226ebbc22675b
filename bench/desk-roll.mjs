// The desk's roll as the benchmarks drive it: a game made from the home screen, its first combat set
// up, Roll tapped and timed to the result painted. Shared by desk.bench.mjs (the budget) and
// roll-ab.mjs (two builds compared).
import { readFileSync } from 'node:fs';

/** The value at fraction `p` of `xs` sorted (0.5 the median, 0.95 the p95). */
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
/** Times in ms said by their median and p95. */
export const summary = (xs) => `median ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms`;

// Runs in the page: the combat activity's shadow root (the set-up, the odds, Roll and the result), found through the app shell and the desk.
export const DESK = `document.querySelector('adj-app').shadowRoot.querySelector('adj-desk').shadowRoot.querySelector('adj-combat-activity').shadowRoot`;

/**
 * Runs in the page before the app: notes when each answer of the engine's and the log's workers
 * reaches the page, so that a roll's time can be said in its parts (rollParts).
 */
function hearWorkers() {
  const heard = (globalThis.benchWorkerAnswers = []);
  const Base = globalThis.Worker;
  globalThis.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      const name = options?.name;
      if (name === 'engine' || name === 'log') this.addEventListener('message', () => heard.push({ name, at: performance.now() }));
    }
  };
}

/**
 * From the home screen at `url`, the first game's first scenario made, with its roster, and Heth and
 * Anderson attacked by V Corps, ready to roll; then the CPU slowed 4x. Answers the page's CDP session.
 */
export async function deskReadyToRoll(page, url) {
  await page.addInitScript(hearWorkers);
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
 * the painting are marked in a trace. The roll's parts are kept in the page for rollParts.
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
          const shown = performance.now();
          // Painted: the frame after the card is in the DOM.
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (mark !== undefined) performance.mark(`roll-painted-${mark}`);
              const painted = performance.now();
              // The engine's answer, then the log's answer to the write it was followed by.
              const heard = globalThis.benchWorkerAnswers.filter((a) => a.at <= shown);
              const engine = heard.find((a) => a.name === 'engine')?.at;
              const written = heard.find((a) => a.name === 'log' && a.at >= (engine ?? t0))?.at;
              (globalThis.benchRollParts ??= []).push({ engine: engine - t0, written: written - t0, shown: shown - t0, painted: painted - t0 });
              resolve(painted - t0);
            }),
          );
        });
        observer.observe(root, { childList: true, subtree: true, attributes: true });
        if (mark !== undefined) performance.mark(`roll-tap-${mark}`);
        // The answers heard since the roll before (the next roll's read ahead) are not this roll's.
        globalThis.benchWorkerAnswers.length = 0;
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

/**
 * The machine's floor, for the roll's figure to be read against: in the same page, a tap on a button
 * of the benchmark's own that sends a message through a channel and, on its answer, shows a line of
 * text in a small fixed box, timed as a roll is (the tap to the frame after the change). It draws
 * nothing of the app's and does none of a roll's work; the machine's noise moves it as it moves a
 * roll. The box and button sit out of the app's elements and out of its flow. `pause`: ms at rest
 * after the box is put away, as a roll's.
 */
export async function floorTap(page, pause) {
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let box = document.getElementById('bench-floor');
        if (!box) {
          box = Object.assign(document.createElement('div'), { id: 'bench-floor' });
          box.style.cssText = 'position:fixed;right:8px;bottom:8px;width:240px;padding:8px;background:#fff;visibility:hidden;z-index:99';
          const button = Object.assign(document.createElement('button'), { id: 'bench-floor-tap', textContent: 'Floor' });
          button.style.cssText = 'position:fixed;left:-100px;top:0';
          const channel = new globalThis.MessageChannel();
          channel.port1.onmessage = ({ data }) => {
            box.textContent = `Answer ${data}`;
            box.style.visibility = 'visible';
          };
          let taps = 0;
          button.addEventListener('click', () => channel.port2.postMessage(++taps));
          document.body.append(box, button);
        }
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        });
        observer.observe(box, { childList: true, attributes: true });
        const t0 = performance.now();
        document.getElementById('bench-floor-tap').click();
      }),
  );
  if (pause) await page.waitForTimeout(pause);
  await page.evaluate(() => (document.getElementById('bench-floor').style.visibility = 'hidden'));
  if (pause) await page.waitForTimeout(pause);
  return ms;
}

/**
 * The parts of the rolls timed since the last call, each from the tap: the engine's answer heard,
 * the log's answer that the roll is written, the result put in the page, and painted.
 */
export async function rollParts(page) {
  return page.evaluate(() => (globalThis.benchRollParts ?? []).splice(0));
}

/**
 * What the machine gave a run meanwhile, from Linux's /proc/stat: the share of its processor time the
 * host took for others (steal) and the share left idle. On a shared machine the roll's p95 moves with
 * the steal more than with anything the page does. Under 4x throttling Chromium has the page's main
 * thread spin, after each stretch it ran, three times as long as that stretch took (ThreadCPUThrottler,
 * also while the page is idle: a core about three quarters busy); a stretch counts the time the thread
 * was held off its core, so every millisecond the host or another thread takes from it costs four.
 * Answers a function saying it since the call, or nothing where there is no /proc/stat.
 */
export function machineMeter() {
  const read = () => {
    try {
      const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return { total: ticks.reduce((a, b) => a + b, 0), idle: ticks[3] + ticks[4], steal: ticks[7] ?? 0 };
    } catch {
      return undefined;
    }
  };
  const start = read();
  return () => {
    const end = read();
    if (!start || !end || end.total === start.total) return undefined;
    const share = (key) => ((100 * (end[key] - start[key])) / (end.total - start.total)).toFixed(1);
    return `the machine meanwhile: ${share('steal')}% of its processor time taken by the host (steal), ${share('idle')}% idle`;
  };
}

/** The rolls' parts said as one line: each part's median and p95, from the tap. */
export function describeParts(parts) {
  const part = (key) => {
    const xs = parts.map((roll) => roll[key]);
    return `${pct(xs, 0.5).toFixed(1)} / ${pct(xs, 0.95).toFixed(1)} ms`;
  };
  return `tap to, median / p95: the engine's answer ${part('engine')}; the write's answer ${part('written')}; the result in the page ${part('shown')}; painted ${part('painted')}`;
}
