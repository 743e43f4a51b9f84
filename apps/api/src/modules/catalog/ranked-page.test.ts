import { describe, expect, it } from 'vitest';
import { rankedPage } from './search-service.js';

// Ten products on the shelf; one word's points for each (0: not met).
const found = { candidates: [0, 1, 2, 3, 4, 6, 7, 8, 9], points: [Uint16Array.from([100, 300, 100, 200, 300, 0, 100, 200, 300, 100])] };
// Best first, ties in the shelf's order: 300 (1, 4, 8), 200 (3, 7), 100 (0, 2, 6, 9).
const best = [1, 4, 8, 3, 7, 0, 2, 6, 9];

describe('a page of the products found', () => {
  it('takes each page across the scores it reaches, with the total found', () => {
    for (const [start, size] of [
      [0, 4],
      [2, 4],
      [3, 2],
      [5, 10],
      [8, 4],
      [9, 4],
      [20, 4],
    ] as const) {
      expect(rankedPage(found, 10, { start, size }), `${start}+${size}`).toEqual({ total: 9, positions: best.slice(start, start + size) });
    }
  });

  it('keeps only those the filters accept, and every product in order without a search', () => {
    const even = (position: number) => position % 2 === 0;
    expect(rankedPage(found, 10, { start: 0, size: 10 }, even)).toEqual({ total: 5, positions: [4, 8, 0, 2, 6] });
    expect(rankedPage(null, 10, { start: 1, size: 3 }, even)).toEqual({ total: 5, positions: [2, 4, 6] });
  });

  it('sums the points of every word, and leaves out a product one word does not meet', () => {
    const twoWords = { candidates: [0, 1, 2], points: [Uint16Array.from([100, 100, 400]), Uint16Array.from([300, 0, 75])] };
    expect(rankedPage(twoWords, 3, { start: 0, size: 10 })).toEqual({ total: 2, positions: [2, 0] });
  });
});
