import { describe, expect, it } from 'vitest';
import { LocalChangeFeed } from '../../lib/change-feed.js';
import { databaseForThisFile } from '../../test/harness.js';
import { SearchVocabulary } from './search-vocabulary.js';

const database = databaseForThisFile();

describe('the words search keeps', () => {
  it('folds every word a search asks for, also when the words kept are dropped to make room', async () => {
    const vocabulary = new SearchVocabulary(database().db, new LocalChangeFeed());
    expect(await vocabulary.fold(['Café'])).toEqual(new Map([['Café', 'cafe']]));
    const many = Array.from({ length: 9_999 }, (_, index) => `word${index}`);
    await vocabulary.fold(many);
    // 'Café' is kept, the two new words are not, and together they are past the 10,000 kept at most.
    const folded = await vocabulary.fold(['Café', 'Raat', 'Señora']);
    expect(folded).toEqual(
      new Map([
        ['Café', 'cafe'],
        ['Raat', 'raat'],
        ['Señora', 'senora'],
      ]),
    );
  });

  it('keeps a word’s corrections until a catalog change is announced, through stock changes', async () => {
    const feed = new LocalChangeFeed();
    const vocabulary = new SearchVocabulary(database().db, feed);
    const corrections = vocabulary.corrections('wisper');
    expect((await corrections).map((found) => found.word)).toContain('whisper');
    await feed.publish({ kind: 'customer', userId: 'someone' });
    expect(vocabulary.corrections('wisper')).toBe(corrections);
    // An order or a cancel changes the stock, not the words.
    await feed.publish({ kind: 'stock' });
    expect(vocabulary.corrections('wisper')).toBe(corrections);
    await feed.publish({ kind: 'catalog' });
    expect(vocabulary.corrections('wisper')).not.toBe(corrections);
  });
});
