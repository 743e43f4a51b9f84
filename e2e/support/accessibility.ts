import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core on the page as it settles and fails on any serious or critical violation. Toasts fade in
 * and out (react-toastify's bounce is at opacity 0 at either end): read mid-way, a toast's text has part of
 * its contrast, and axe failed the console journeys on one now and then. So the toasts' timers are held
 * first (react-toastify pauses every toast while the window has lost focus), and the animations that end
 * within two seconds (an entrance, or an exit already under way; not a spinner that never ends) are let
 * finish; the timers run again after.
 *
 * axe runs in the page itself (`axe.run`, its legacy mode), not in each frame and then in a blank page opened
 * to merge the frames' results: the store's pages have no frames, both ways found the same violations, passes
 * and incomplete checks on five pages read twice each (on the home page, still changing between the two
 * reads, the first pair differed), and this way took half the time (2026-11-28).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.evaluate(`dispatchEvent(new Event('blur'))`);
  // Two frames for the toasts to take the pause in, then the running animations that end soon; three
  // seconds at most.
  await page.evaluate(`new Promise(function (resolve) {
    requestAnimationFrame(function () { requestAnimationFrame(resolve); });
  }).then(function () {
    var settling = document.getAnimations().filter(function (animation) {
      var timing = animation.effect && animation.effect.getComputedTiming();
      return animation.playState === 'running' && timing && isFinite(Number(timing.endTime)) &&
        Number(timing.endTime) - Number(animation.currentTime || 0) < 2000;
    });
    return Promise.race([
      Promise.all(settling.map(function (animation) { return animation.finished.catch(function () {}); })),
      new Promise(function (resolve) { setTimeout(resolve, 3000); }),
    ]);
  })`);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .analyze()
    .finally(() => page.evaluate(`dispatchEvent(new Event('focus'))`));
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  assert.deepEqual(report, [], `accessibility problems on ${where}`);
}
