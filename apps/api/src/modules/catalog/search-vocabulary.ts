import { asc, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { searchSynonyms, searchWords as catalogWords, sizes } from '../../db/schema.js';

/**
 * Words kept at most, folded and corrected each (decision record 027): past it the word searched least
 * recently is let go, and read again should a search need it. A word kept is a few hundred bytes.
 */
export const MAX_WORDS = 10_000;

/** A catalog word a typed word may be a typo of, and how close it is (0 to 1). */
export interface Correction {
  word: string;
  similarity: number;
}

/** The synonym table by word, the number of words of its longest term, and the size names (lower case). */
export interface SearchTables {
  synonyms: Map<string, string[]>;
  longestTerm: number;
  knownSizes: Set<string>;
}

/**
 * What a search reads besides the products: the synonym table, the size names, each word as the database
 * folds it for matching (`lower(unaccent())`, the same as the products' search text) and the catalog's
 * words a typed word may be a typo of. They change only when the catalog does (the folding never), while
 * the same words are searched all day: they are kept in memory between searches, the catalog's dropped on
 * every catalog change the change feed announces (here at once, on the other instances within
 * milliseconds), and all read from the database every time while the feed is not live.
 */
export class SearchVocabulary {
  private tables: Promise<SearchTables> | undefined;
  private readonly folded: LRUCache<string, Promise<string>>;
  private readonly corrected: LRUCache<string, Promise<Correction[]>>;

  constructor(
    readonly db: Database,
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe'>,
    maxWords = MAX_WORDS,
  ) {
    this.folded = new LRUCache({ max: maxWords });
    this.corrected = new LRUCache({ max: maxWords });
    feed.subscribe((change) => {
      // Stock taken or given back changes no word, synonym or size.
      if (change.kind === 'catalog' || change.kind === 'anything') this.drop();
    });
  }

  /** The synonym table and the size names. */
  searchTables(): Promise<SearchTables> {
    if (!this.feed.live) return readTables(this.db);
    this.tables ??= this.forgetOnFailure(readTables(this.db), () => (this.tables = undefined));
    return this.tables;
  }

  /** Each word folded as the database folds the products' search text, by word. */
  async fold(words: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(words)];
    if (!this.feed.live) return zip(wanted, await foldWords(this.db, wanted));
    // This search's own answers are held here: the words it adds may let go of others it needs.
    const answers = new Map<string, Promise<string>>();
    const missing = wanted.filter((word) => {
      const kept = this.folded.get(word);
      if (kept) answers.set(word, kept);
      return !kept;
    });
    if (missing.length > 0) {
      const answer = foldWords(this.db, missing);
      missing.forEach((word, index) => {
        const one = this.forgetOnFailure(
          answer.then((all) => all[index]!),
          () => this.folded.delete(word),
        );
        answers.set(word, one);
        this.folded.set(word, one);
      });
    }
    return zip(wanted, await Promise.all(wanted.map((word) => answers.get(word)!)));
  }

  /** The catalog's words `word` may be a typo of, closest first. */
  corrections(word: string): Promise<Correction[]> {
    if (!this.feed.live) return readCorrections(this.db, word);
    let found = this.corrected.get(word);
    if (!found) {
      found = this.forgetOnFailure(readCorrections(this.db, word), () => this.corrected.delete(word));
      this.corrected.set(word, found);
    }
    return found;
  }

  /** What the catalog decides; a word's folding is the database's own rules, unchanged by any catalog write. */
  private drop(): void {
    this.tables = undefined;
    this.corrected.clear();
  }

  /** How many words are kept, folded and corrected: never more than MAX_WORDS each. */
  kept(): { folded: number; corrected: number } {
    return { folded: this.folded.size, corrected: this.corrected.size };
  }

  /** A failed read is not kept: the next search asks the database again. */
  private forgetOnFailure<T>(answer: Promise<T>, forget: () => void): Promise<T> {
    answer.catch(forget);
    return answer;
  }
}

function zip(words: string[], folded: string[]): Map<string, string> {
  return new Map(words.map((word, index) => [word, folded[index]!]));
}

async function readTables(db: Database): Promise<SearchTables> {
  const [synonymRows, sizeRows] = await Promise.all([
    db.select({ term: searchSynonyms.term, meaning: searchSynonyms.meaning }).from(searchSynonyms),
    db.select({ name: sizes.name }).from(sizes),
  ]);
  const synonyms = new Map<string, string[]>();
  for (const row of synonymRows) synonyms.set(row.term, [...(synonyms.get(row.term) ?? []), row.meaning]);
  return {
    synonyms,
    longestTerm: Math.max(1, ...[...synonyms.keys()].map((term) => term.split(' ').length)),
    knownSizes: new Set(sizeRows.map((row) => row.name.toLowerCase())),
  };
}

/** The words folded by the database in one statement, in their order. */
async function foldWords(db: Database, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const typed = sql`unnest(array[${sql.join(
    words.map((word) => sql`${word}::text`),
    sql`, `,
  )}]) with ordinality as typed(word, position)`;
  const rows = await db
    .select({ folded: sql<string>`lower(unaccent(word))` })
    .from(typed)
    .orderBy(sql`position`);
  return rows.map((row) => row.folded);
}

/**
 * The words of the catalog a typed word may be a typo of ('wisper': whisper; 'nigt': night, nights),
 * closest first, by trigram word similarity against the catalog's vocabulary (search_words, a few
 * thousand words at most), never against every product.
 */
async function readCorrections(db: Database, word: string): Promise<Correction[]> {
  const folded = sql`lower(unaccent(${word}::text))`;
  const rows = await db
    .select({ word: catalogWords.word, similarity: sql<number>`word_similarity(${folded}, ${catalogWords.word})` })
    .from(catalogWords)
    .where(sql`${folded} <% ${catalogWords.word} and ${catalogWords.word} <> ${folded}`)
    .orderBy(sql`word_similarity(${folded}, ${catalogWords.word}) desc`, asc(catalogWords.word))
    .limit(4);
  return rows.map((row) => ({ word: row.word, similarity: Number(row.similarity) }));
}
