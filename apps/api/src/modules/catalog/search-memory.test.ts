import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LocalChangeFeed } from '../../lib/change-feed.js';
import { databaseForThisFile } from '../../test/harness.js';
import { MAX_WORDS, SearchVocabulary } from './search-vocabulary.js';
import { MAX_BRAND_READS, MAX_WORKED_BYTES, MAX_WORKED_ENTRIES, Shelf } from './visible-catalog.js';

/**
 * Search keeps a bounded memory (issue 44, decision record 027): after many more distinct searches than
 * it keeps, the words, the worked-out matches and the brand readings kept stay at their bounds, and the
 * heap stays flat.
 */
const database = databaseForThisFile();

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const heapUsed = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

/** As search-service.ts works a word out on a shelf of `products`: its tests, points and products met. */
function workOut(shelf: Shelf, key: string, products: number) {
  return shelf.remember(`word:${key}`, 6 * products, () => ({
    points: new Uint16Array(products),
    met: Array.from({ length: Math.ceil(products / 10) }, (_, index) => index * 10),
  }));
}

describe('what search keeps', () => {
  it(`keeps at most ${MAX_WORKED_ENTRIES} worked-out words and ${MAX_WORKED_BYTES / 1e6} MB a shelf, the heap flat past it`, () => {
    // The demo catalog's size: the entries' own cost, not their arrays, is what fills the memory.
    const products = 16;
    const shelf = new Shelf([], [], 'test');
    let searched = 0;
    const search = (count: number) => {
      for (let i = 0; i < count; i += 1) workOut(shelf, `w${(searched += 1)}`, products);
    };
    search(MAX_WORKED_ENTRIES + 5_000);
    const kept = shelf.kept();
    expect(kept.entries).toBeGreaterThan(1_000);
    expect(kept.entries).toBeLessThanOrEqual(MAX_WORKED_ENTRIES);
    expect(kept.bytes).toBeLessThanOrEqual(MAX_WORKED_BYTES);
    const before = heapUsed();
    search(60_000);
    const after = heapUsed();
    expect(shelf.kept().entries).toBe(kept.entries);
    expect(shelf.kept().bytes).toBeLessThanOrEqual(MAX_WORKED_BYTES);
    // 60,000 more distinct searches: the heap grows by no more than a tenth of what the shelf keeps.
    expect(after - before).toBeLessThan(MAX_WORKED_BYTES / 10);
    // The word searched last is kept; the first ones were let go.
    const work = () => {
      throw new Error('worked out again');
    };
    expect(() => shelf.remember(`word:w${searched}`, 1, work)).not.toThrow();
    expect(() => shelf.remember('word:w1', 1, work)).toThrow('worked out again');
  });

  it(`keeps at most ${MAX_BRAND_READS} brand readings a shelf`, async () => {
    const shelf = new Shelf([], [], 'test');
    for (let i = 0; i < MAX_BRAND_READS + 2_000; i += 1) await shelf.keep(`brands:b${i}`, async () => [i]);
    expect(shelf.kept().reads).toBe(MAX_BRAND_READS);
  });

  it(`keeps at most ${MAX_WORDS} folded words, however many distinct words are searched`, async () => {
    const vocabulary = new SearchVocabulary(database().db, new LocalChangeFeed());
    for (let batch = 0; batch < 5; batch += 1) {
      const words = Array.from({ length: 5_000 }, (_, index) => `Wörd${batch}x${index}`);
      const folded = await vocabulary.fold(words);
      expect(folded.get(words[0]!)).toBe(`word${batch}x0`);
      expect(vocabulary.kept().folded).toBeLessThanOrEqual(MAX_WORDS);
    }
    expect(vocabulary.kept().folded).toBe(MAX_WORDS);
  });

  it("keeps at most its bound of words' corrections, the words searched least recently let go", async () => {
    const vocabulary = new SearchVocabulary(database().db, new LocalChangeFeed(), 40);
    const kept = await vocabulary.corrections('wisper');
    for (let i = 0; i < 100; i += 1) await vocabulary.corrections(`zzword${i}`);
    expect(vocabulary.kept().corrected).toBe(40);
    expect(vocabulary.corrections('zzword99')).toBe(vocabulary.corrections('zzword99'));
    expect(vocabulary.corrections('wisper')).not.toBe(kept);
  });
});
