import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages } from './compressed-pages.js';

/** A page of about the home page's size and make-up: markup, a stylesheet, product data. */
const page = (name: string) =>
  `<!doctype html><html><head><style>${Array.from({ length: 400 }, (_, index) => `.u-${index}{margin:${index}px}`).join('')}</style></head><body>${Array.from(
    { length: 120 },
    (_, index) =>
      `<article class="card"><h2>${name} ${index}</h2><p>Pack of ${(index * 7) % 40} pads, Rs. ${199 + index * 3}</p></article>`,
  ).join('')}</body></html>`;

const open = { br: brotliDecompressSync, gzip: gunzipSync };

describe('pages compressed at their best', () => {
  it.each(['br', 'gzip'] as const)('sends a page quickly compressed at first, then its best copy, both the page (%s)', async (encoding) => {
    const pages = new CompressedPages();
    const html = page('Nua Comfort XL');
    const first = pages.compress(html, encoding);
    await pages.settled();
    const again = pages.compress(html, encoding);
    expect(open[encoding](first).toString()).toBe(html);
    expect(open[encoding](again).toString()).toBe(html);
    expect(again.length).toBeLessThan(first.length);
    // The best copy is kept: asked again, the same bytes.
    expect(pages.compress(html, encoding)).toBe(again);
  });

  it('knows a changed page as a new one', async () => {
    const pages = new CompressedPages();
    pages.compress(page('Nua Comfort XL'), 'br');
    await pages.settled();
    const changed = page('Sofy Body Fit');
    expect(brotliDecompressSync(pages.compress(changed, 'br')).toString()).toBe(changed);
  });

  it('forgets the page sent longest ago past its capacity, and keeps the one sent again', async () => {
    const pages = new CompressedPages(2);
    const [first, second, third] = ['Nua', 'Sofy', 'Whisper'].map(page) as [string, string, string];
    const quickOf = (html: string) => new CompressedPages().compress(html, 'br').length;
    for (const html of [first, second]) pages.compress(html, 'br');
    await pages.settled();
    const bestOfFirst = pages.compress(first, 'br'); // now the most recent
    pages.compress(third, 'br');
    await pages.settled();
    expect(pages.compress(first, 'br')).toBe(bestOfFirst);
    // The second, sent longest ago, was forgotten: quickly compressed again.
    expect(pages.compress(second, 'br').length).toBe(quickOf(second));
  });

  it('makes only so many best copies at a time; a page left out gets its best when asked again', async () => {
    const pages = new CompressedPages(64, 1);
    const [first, second] = ['Nua', 'Sofy'].map(page) as [string, string];
    const quickOf = (html: string) => new CompressedPages().compress(html, 'br').length;
    pages.compress(first, 'br');
    pages.compress(second, 'br'); // the first's best copy is under way: none made for this one
    await pages.settled();
    expect(pages.compress(first, 'br').length).toBeLessThan(quickOf(first));
    expect(pages.compress(second, 'br').length).toBe(quickOf(second));
    await pages.settled();
    expect(pages.compress(second, 'br').length).toBeLessThan(quickOf(second));
  });
});
