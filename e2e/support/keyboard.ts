import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** How the focused element is drawn: an outline or a ring that a sighted keyboard user can see. */
async function focusIsVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { visible: false, what: 'nothing focused' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    return { visible: outline || ring, what: `${element.tagName.toLowerCase()} "${label}"` };
  });
}

/**
 * Presses Tab until the target has the focus, checking on the way that every element the focus lands on
 * is drawn with a visible focus indicator. Fails if the target cannot be reached by keyboard.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  const handle = await target.elementHandle();
  assert.ok(handle, 'the control to reach by keyboard is on the page');
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    if (focus.what !== 'nothing focused') assert.ok(focus.visible, `the focus on ${focus.what} is visible`);
    if (await handle.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
  }
  assert.fail(`could not reach ${target} with the Tab key`);
}

/** Tabs through the first stops of a page and checks that each is drawn with a visible focus indicator. */
export async function expectVisibleFocus(page: Page, where: string, stops = 6): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    assert.ok(focus.visible, `the focus on ${focus.what} is visible on ${where}`);
  }
}
