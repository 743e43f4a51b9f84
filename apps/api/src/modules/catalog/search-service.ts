import { sql } from 'drizzle-orm';
import { searchWords, SUGGEST_MIN_LENGTH, type SuggestAnswer } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';
import type { Database } from '../../db/client.js';
import { productNameIn } from '../../lib/product-texts.js';
import { brands } from '../../db/schema.js';
import type { SearchTables, SearchVocabulary } from './search-vocabulary.js';
import type { Shelf, ShelfProduct, VisibleCatalog } from './visible-catalog.js';

/** At most this many words of a search count (each is a condition every product found meets). */
const MAX_GROUPS = 6;
const SUGGEST_PRODUCTS = 6;
const SUGGEST_BRANDS = 4;

/**
 * A search: the groups of readings every product found meets (one group a word she typed: the word, what
 * the synonym table reads it as, the catalog's words it may be a typo of), and every reading, for the
 * brands she may mean. `none` when she typed no word at all.
 */
export type SearchPlan = { none: true } | { none: false; groups: Word[]; alternatives: Match[] };

/** One word (or phrase) she typed and what the synonym table says it also means. */
interface Group {
  typed: string;
  meanings: string[];
}

/** Reads the words into groups, taking the longest phrase the synonym table knows first ('sanitary napkin'). */
function groupWords(words: string[], { synonyms, longestTerm: longest }: SearchTables): Group[] {
  const groups: Group[] = [];
  for (let start = 0; start < words.length && groups.length < MAX_GROUPS;) {
    let taken = 1;
    for (let length = Math.min(longest, words.length - start); length > 1; length--) {
      if (synonyms.has(words.slice(start, start + length).join(' '))) {
        taken = length;
        break;
      }
    }
    const typed = words.slice(start, start + taken).join(' ');
    groups.push({ typed, meanings: (synonyms.get(typed) ?? []).filter((meaning) => meaning !== typed) });
    start += taken;
  }
  return groups;
}

/** One reading of a word: the word and how much a match of it counts (the word she typed counts most). */
interface Reading {
  word: string;
  weight: number;
}

/** How a reading is matched: a size by name, a number as the pads in a pack, any other word as a part of the text. */
type MatchKind = 'size' | 'pack' | 'text';

/** A reading as matched against the products: folded as their search text is, and what a match scores. */
interface Match extends Reading {
  folded: string;
  kind: MatchKind;
  /** Hundredths of a point: in the name, brand, size or pack; only in the description. */
  inName: number;
  inAbout: number;
}

/** One word of a search, read: its readings, and a key naming them all. */
interface Word {
  key: string;
  readings: Match[];
}

/** The words every product holds: a search word meaning 'pads' narrows nothing down. */
const EVERY_PAD = 'pads';

/** Where a reading meets a product: in its name, brand, size or pack, only in its description, or not. */
const IN_NAME = 2;
const IN_ABOUT = 1;

/**
 * Where one reading meets each product of the shelf, worked out once a shelf. A size name matches the
 * size exactly (xl is not xxl); a number the pads in a pack; other words the name, brand, size and pack,
 * or below them the description, as a part of their text ('ultr').
 */
function meets(shelf: Shelf, { word, folded, kind }: Match): Uint8Array {
  const test = (product: ShelfProduct): number => {
    switch (kind) {
      case 'size':
        return product.sizeKey === word ? IN_NAME : 0;
      case 'pack':
        return product.row.quantityInEachPack === Number(word) ? IN_NAME : 0;
      case 'text':
        return product.searchName.includes(folded) ? IN_NAME : product.searchAbout.includes(folded) ? IN_ABOUT : 0;
    }
  };
  return shelf.remember(`${kind}:${kind === 'text' ? folded : word}`, shelf.products.length, () => Uint8Array.from(shelf.products, test));
}

/** What one word of a search meets: each product's points (its best reading; 0 for none), and the products met. */
interface WordFound {
  points: Uint16Array;
  met: number[];
}

function wordFound(shelf: Shelf, { key, readings }: Word): WordFound {
  return shelf.remember(`word:${key}`, 6 * shelf.products.length, () => {
    const where = readings.map((reading) => meets(shelf, reading));
    const points = new Uint16Array(shelf.products.length);
    const met: number[] = [];
    for (let position = 0; position < points.length; position++) {
      let best = 0;
      for (let at = 0; at < readings.length; at++) {
        const found = where[at]![position]!;
        const reading = readings[at]!;
        const scored = found === IN_NAME ? reading.inName : found === IN_ABOUT ? reading.inAbout : 0;
        if (scored > best) best = scored;
      }
      points[position] = best;
      if (best > 0) met.push(position);
    }
    return { points, met };
  });
}

/**
 * What a search finds on a shelf: the products its rarest word meets (every product found is among them)
 * and each word's points, in hundredths; null when no word narrows anything down.
 */
export interface Found {
  candidates: readonly number[];
  points: Uint16Array[];
}

export function findProducts(shelf: Shelf, plan: Extract<SearchPlan, { none: false }>): Found | null {
  if (plan.groups.length === 0) return null;
  const words = plan.groups.map((word) => wordFound(shelf, word));
  const rarest = words.reduce((rare, word) => (word.met.length < rare.met.length ? word : rare));
  return { candidates: rarest.met, points: words.map((word) => word.points) };
}

/** Calls `each` with every product found and its score (the sum of each word's points; 0 without a search). */
function eachFound(
  found: Found | null,
  count: number,
  accept: ((position: number) => boolean) | undefined,
  each: (position: number, score: number) => void,
): void {
  if (!found) {
    for (let position = 0; position < count; position++) if (!accept || accept(position)) each(position, 0);
    return;
  }
  for (const position of found.candidates) {
    let score = 0;
    for (const points of found.points) {
      const scored = points[position]!;
      if (scored === 0) {
        score = -1;
        break;
      }
      score += scored;
    }
    if (score > 0 && (!accept || accept(position))) each(position, score);
  }
}

/**
 * One page of the products found, best first, ties in the shelf's order of names, and how many were
 * found: those every word meets (every product when `found` is null) and `accept` lets through (a
 * listing's filters). Scores are few: the first pass counts the products at each, the second takes only
 * the page's, so no list of everything found is made.
 */
export function rankedPage(
  found: Found | null,
  count: number,
  page: { start: number; size: number },
  accept?: (position: number) => boolean,
): { total: number; positions: number[] } {
  const atScore = new Map<number, number>();
  let total = 0;
  eachFound(found, count, accept, (_, score) => {
    atScore.set(score, (atScore.get(score) ?? 0) + 1);
    total++;
  });
  const scores = [...atScore.keys()].sort((a, b) => b - a);
  // Of each score the page reaches: how many to pass over, and how many to take.
  const wanted = new Map<number, { skip: number; take: number; taken: number[] }>();
  let before = 0;
  for (const score of scores) {
    if (before >= page.start + page.size) break;
    const found = atScore.get(score)!;
    const skip = Math.max(page.start - before, 0);
    const take = Math.min(page.start + page.size - before, found) - skip;
    if (take > 0) wanted.set(score, { skip, take, taken: [] });
    before += found;
  }
  if (wanted.size > 0)
    eachFound(found, count, accept, (position, score) => {
      const part = wanted.get(score);
      if (!part || part.taken.length === part.take) return;
      if (part.skip > 0) part.skip--;
      else part.taken.push(position);
    });
  return { total, positions: scores.flatMap((score) => wanted.get(score)?.taken ?? []) };
}

/** The catalog's words a typed word may be a typo of, as readings weighed by how close they are. */
async function corrections(vocabulary: SearchVocabulary, word: string): Promise<Reading[]> {
  if (word.length < 3 || /^\d+$/.test(word)) return [];
  return (await vocabulary.corrections(word)).map((found) => ({ word: found.word, weight: 0.75 * found.similarity }));
}

/** Each word already read, by what she typed, for the search tables it was read with (dropped with them). */
const wordsRead = new WeakMap<SearchTables, Map<string, Promise<Word & { everyPad: boolean }>>>();
const MAX_WORDS_READ = 10_000;

/**
 * One word she typed, read: as typed, and as its meanings if the synonym table knows it, none of them as a
 * typo ('extra large' is XL, not anything close to 'large'); any other word also as the catalog's words it
 * is close to. Kept with the search tables, so a word is read once until a catalog change.
 */
function readWord(vocabulary: SearchVocabulary, tables: SearchTables, group: Group): Promise<Word & { everyPad: boolean }> {
  let kept = wordsRead.get(tables);
  if (!kept) wordsRead.set(tables, (kept = new Map()));
  const known = kept.get(group.typed);
  if (known) return known;
  if (kept.size >= MAX_WORDS_READ) kept.clear();
  const read = (async () => {
    const { knownSizes } = tables;
    const readings: Reading[] = [
      { word: group.typed, weight: 1 },
      ...group.meanings.map((meaning) => ({ word: meaning, weight: 0.75 })),
      ...(group.meanings.length === 0 && !knownSizes.has(group.typed) ? await corrections(vocabulary, group.typed) : []),
    ];
    const folded = await vocabulary.fold(readings.map((reading) => reading.word));
    const matches = readings.map((reading): Match => ({
      ...reading,
      folded: folded.get(reading.word) ?? reading.word,
      kind: knownSizes.has(reading.word) ? 'size' : /^\d{1,4}$/.test(reading.word) ? 'pack' : 'text',
      inName: Math.round(400 * reading.weight),
      inAbout: Math.round(100 * reading.weight),
    }));
    return {
      key: matches.map((match) => `${match.kind}:${match.folded}:${match.inName}:${match.inAbout}`).join('|'),
      readings: matches,
      everyPad: readings.some((reading) => reading.word === EVERY_PAD),
    };
  })();
  kept.set(group.typed, read);
  read.catch(() => kept.delete(group.typed));
  return read;
}

/** The plan of a search `q`, or null when there is none to make (no q, or only spaces). */
export async function planSearch(vocabulary: SearchVocabulary, q: string | undefined): Promise<SearchPlan | null> {
  if (q === undefined || q.trim() === '') return null;
  const words = searchWords(q);
  if (words.length === 0) return { none: true };
  const tables = await vocabulary.searchTables();
  const read = await Promise.all(groupWords(words, tables).map((group) => readWord(vocabulary, tables, group)));
  return {
    none: false,
    groups: read.filter((word) => !word.everyPad),
    alternatives: read.flatMap((word) => word.readings),
  };
}

/** How one reading meets a brand: its word similarity, and whether it names the brand at all. */
interface BrandReading {
  similarity: number;
  matches: boolean;
}

/**
 * How one reading meets every brand, by brand: a part of its name, or close to one of its words by
 * trigram word similarity (pg_trgm's `<%`, at the store's threshold), scored by that similarity.
 */
async function readBrandReadings(db: Database, folded: string): Promise<Map<string, BrandReading>> {
  const rows = await db
    .select({
      id: brands.id,
      similarity: sql<number>`word_similarity(${folded}::text, lower(${brands.brandName}))`,
      matches: sql<boolean>`(strpos(lower(${brands.brandName}), ${folded}::text) > 0 or ${folded}::text <% lower(${brands.brandName}))`,
    })
    .from(brands);
  return new Map(rows.map((row) => [row.id, { similarity: Number(row.similarity), matches: row.matches }]));
}

/** The brands she may mean: any reading names them; the closest first (a brand's best reading), then by name. */
async function brandsMeant(shelf: Shelf, db: Database, plan: Extract<SearchPlan, { none: false }>) {
  const words = plan.alternatives.filter((reading) => !/^\d+$/.test(reading.word));
  if (words.length === 0) return [];
  const readings = await Promise.all(
    words.map((reading) => shelf.keep(`brands:${reading.folded}`, () => readBrandReadings(db, reading.folded))),
  );
  return shelf.brands
    .map((brand, position) => {
      const met = readings.map((reading) => reading.get(brand.id));
      return {
        brand,
        position,
        matches: met.some((reading) => reading?.matches),
        score: Math.max(...met.map((reading) => reading?.similarity ?? 0)),
      };
    })
    .filter((found) => found.matches)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, SUGGEST_BRANDS)
    .map(({ brand }) => ({ _id: brand.id, brandName: brand.brandName }));
}

/** What the search box suggests as she types: the best products and the brands she may mean. */
export async function suggest(
  catalog: VisibleCatalog,
  vocabulary: SearchVocabulary,
  q: string | undefined,
  language?: Language,
): Promise<SuggestAnswer> {
  if (q === undefined || searchWords(q).join(' ').length < SUGGEST_MIN_LENGTH) return { products: [], brands: [] };
  const plan = await planSearch(vocabulary, q);
  if (!plan || plan.none) return { products: [], brands: [] };
  const shelf = await catalog.shelf();
  const found = rankedPage(findProducts(shelf, plan), shelf.products.length, { start: 0, size: SUGGEST_PRODUCTS }).positions;
  return {
    products: found.map((position) => {
      const { row } = shelf.products[position]!;
      return {
        _id: row.id,
        productName: productNameIn(language, row),
        brandName: row.brandName,
        size: row.size,
        image: row.images[0] ?? '',
      };
    }),
    brands: await brandsMeant(shelf, catalog.db, plan),
  };
}
