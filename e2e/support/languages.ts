import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a page may show in Latin letters in any language: what the store's data says (every string of
 * every API answer the page read: product names, brands, an operator's pages, her own name and address)
 * and what is not language (the store's name, the clock's AM and PM, the month names the
 * pseudo-language's dates keep).
 */
export const NOT_LANGUAGE = new Set([
  'Sun',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'English',
  'Pad',
  'Store',
  'AM',
  'PM',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]);

/** Every string of a JSON answer. */
export function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    into.add(value.trim());
    // An operator's page is HTML: its text is the pieces between its tags.
    if (value.includes('<'))
      for (const piece of value
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .split(/<[^>]*>/))
        if (piece.trim()) into.add(piece.trim());
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
}

/** Collects the strings of every API answer a page reads (the answers its server put in it are read from the page). */
export function watchData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    stringsOf(await response.json().catch(() => null), data);
  });
  return data;
}

/** What a person reads or hears on the page: its text, its title, and its controls' names and hints. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    const answers = document.getElementById('first-answers')?.textContent;
    return { texts, answers: answers ?? null };
  });

/** The English words left on a page in the pseudo-language, the data's strings taken out: every text that skipped the library. */
export async function englishLeft(page: Page, data: Set<string>, allowed: ReadonlySet<string> = NOT_LANGUAGE): Promise<string[]> {
  const { texts, answers } = await pageTexts(page);
  if (answers) stringsOf(JSON.parse(answers), data);
  return englishIn(texts, data, allowed);
}

/**
 * Records every text the context's pages show, from their first paint on: the page's texts (as
 * `pageTexts` reads them) are read again after every change to it, before the browser paints it.
 */
export async function recordTexts(context: BrowserContext): Promise<void> {
  // As source text: the test runner's compiler would name the functions with a helper the page lacks.
  await context.addInitScript(`{
    const seen = new Set();
    const read = function () {
      seen.add(document.title);
      if (!document.body) return;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
        if (node.textContent.trim()) seen.add(node.textContent);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) seen.add(element.getAttribute(name) || '');
      }
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    window.textsSeen = seen;
  }`);
}

/** Every text the page has shown since it began loading (recordTexts). */
export const textsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { textsSeen: Set<string> }).textsSeen]);

/** The English words in texts, the data's strings and the allowed words taken out. */
export function englishIn(texts: string[], data: Set<string>, allowed: ReadonlySet<string> = NOT_LANGUAGE): string[] {
  // Each as whole words: her language code 'en' is data, and no part of 'content'.
  const known = [...data]
    .filter((text) => /[A-Za-z]{2}/.test(text))
    .sort((a, b) => b.length - a.length)
    .map((text) => new RegExp(`(?<![A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const left = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const value of known) rest = rest.replace(value, ' ');
    for (const word of rest.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.has(word)) left.add(`${word} (in "${text.trim().slice(0, 60)}")`);
  }
  return [...left];
}

/** The store's Hindi file: each English text's Hindi (packages/domain/src/i18n/locales/hi.json). */
export const HINDI = JSON.parse(readFileSync(new URL('../../packages/domain/src/i18n/locales/hi.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** An English text's Hindi, its values put in; a text the file lacks fails the journey. */
export function hi(english: string, values: Record<string, string | number> = {}): string {
  const said = HINDI[english];
  if (said === undefined) throw new Error(`no Hindi for "${english}"`);
  return said.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The Latin words a Hindi page may show: those the Hindi file itself keeps (OTP, UPI ...), and what is not language. */
export const LATIN_IN_HINDI = new Set([...NOT_LANGUAGE, ...Object.values(HINDI).flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? [])]);

/**
 * The Devanagari words on the page (texts of Devanagari letters alone, at most `limit` of them) that the browser
 * drew with a font without Devanagari: empty boxes where she should read Hindi. Asks Chromium which fonts it drew
 * each text with (the DevTools protocol's CSS.getPlatformFontsForNode).
 */
export async function hindiDrawnAsBoxes(page: Page, limit = 40): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const words = await page.evaluate((most) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < most; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/^[\u0900-\u097F]+$/.test(text) || !node.parentElement || node.parentElement.childNodes.length !== 1) continue;
      node.parentElement.setAttribute('data-devanagari-word', String(found.length));
      found.push(text);
    }
    return found;
  }, limit);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const boxes: string[] = [];
    for (const [index, word] of words.entries()) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-devanagari-word="${index}"]` });
      if (!nodeId) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const without = fonts.filter((font) => !/Devanagari/i.test(font.familyName));
      if (without.length > 0) boxes.push(`${word} (drawn with ${without.map((font) => font.familyName).join(', ')})`);
    }
    return boxes;
  } finally {
    await cdp.detach();
  }
}
