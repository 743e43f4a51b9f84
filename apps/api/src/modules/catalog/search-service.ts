import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { searchWords, SUGGEST_MIN_LENGTH, type SuggestAnswer } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';
import { productNameIn } from '../../lib/product-texts.js';
import { brands, products } from '../../db/schema.js';
import type { SearchVocabulary } from './search-vocabulary.js';

/** At most this many words of a search count (each is a condition every product found meets). */
const MAX_GROUPS = 6;
const SUGGEST_PRODUCTS = 6;
const SUGGEST_BRANDS = 4;

/**
 * A search as SQL: what every product found meets, and its score (name and brand above description,
 * the words she typed above what the synonym table reads them as). `none` when she typed no word at all.
 */
export type SearchPlan = { none: true } | { none: false; where: SQL; score: SQL; alternatives: Match[] };

/** A score as a literal of the statement (numbers of this file only, never input). */
const points = (value: number) => sql.raw(value.toFixed(2));

/** One word (or phrase) she typed and what the synonym table says it also means. */
interface Group {
  typed: string;
  meanings: string[];
}

/** Reads the words into groups, taking the longest phrase the synonym table knows first ('sanitary napkin'). */
export function groupWords(words: string[], synonyms: Map<string, string[]>): Group[] {
  const longest = Math.max(1, ...[...synonyms.keys()].map((term) => term.split(' ').length));
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

/** A reading as matched against the products' search text: folded as that text is, as a LIKE pattern. */
interface Match extends Reading {
  folded: string;
  pattern: string;
}

/** `%` and `_` (and the escape itself) read literally in a LIKE pattern. */
const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The words every product holds: a search word meaning 'pads' narrows nothing down. */
const EVERY_PAD = 'pads';

/**
 * How well one reading matches a product, 0 for not at all. A size name matches the size exactly (xl
 * is not xxl); a number the pads in a pack; other words the name, brand, size and pack, or below them
 * the description, as a part of their text ('ultr'). The pattern is a value of the statement, folded
 * once beforehand, so the database compares each product's text against a constant.
 */
function matchScore({ word, weight, pattern }: Match, knownSizes: Set<string>): SQL {
  if (knownSizes.has(word)) return sql`(case when lower(${products.size}) = ${word} then ${points(4 * weight)} else 0 end)`;
  if (/^\d{1,4}$/.test(word))
    return sql`(case when ${products.quantityInEachPack} = ${Number(word)} then ${points(4 * weight)} else 0 end)`;
  return sql`(case
    when ${products.searchName} like ${pattern} then ${points(4 * weight)}
    when ${products.searchAbout} like ${pattern} then ${points(weight)}
    else 0 end)`;
}

function matchCondition({ word, pattern }: Match, knownSizes: Set<string>): SQL {
  if (knownSizes.has(word)) return sql`lower(${products.size}) = ${word}`;
  if (/^\d{1,4}$/.test(word)) return sql`${products.quantityInEachPack} = ${Number(word)}`;
  return sql`(${products.searchName} like ${pattern} or ${products.searchAbout} like ${pattern})`;
}

/** The catalog's words a typed word may be a typo of, as readings weighed by how close they are. */
async function corrections(vocabulary: SearchVocabulary, word: string): Promise<Reading[]> {
  if (word.length < 3 || /^\d+$/.test(word)) return [];
  return (await vocabulary.corrections(word)).map((found) => ({ word: found.word, weight: 0.75 * found.similarity }));
}

/** The plan of a search `q`, or null when there is none to make (no q, or only spaces). */
export async function planSearch(vocabulary: SearchVocabulary, q: string | undefined): Promise<SearchPlan | null> {
  if (q === undefined || q.trim() === '') return null;
  const words = searchWords(q);
  if (words.length === 0) return { none: true };
  const { synonyms, knownSizes } = await vocabulary.searchTables();
  const groups = groupWords(words, synonyms);
  // A word the synonym table knows is read as typed and as its meanings, none of them as a typo ('extra
  // large' is XL, not anything close to 'large'); any other word also as the catalog's words it is close to.
  const read = await Promise.all(
    groups.map(async (group): Promise<Reading[]> => [
      { word: group.typed, weight: 1 },
      ...group.meanings.map((meaning) => ({ word: meaning, weight: 0.75 })),
      ...(group.meanings.length === 0 && !knownSizes.has(group.typed) ? await corrections(vocabulary, group.typed) : []),
    ]),
  );
  const folded = await vocabulary.fold(read.flat().map((reading) => reading.word));
  const readings = read.map((group) =>
    group.map((reading): Match => {
      const fold = folded.get(reading.word) ?? reading.word;
      return { ...reading, folded: fold, pattern: likePattern(fold) };
    }),
  );
  const narrowing = readings.filter((group) => !group.some((reading) => reading.word === EVERY_PAD));
  const where =
    narrowing.length === 0
      ? sql`true`
      : sql.join(
          narrowing.map(
            (group) =>
              sql`(${sql.join(
                group.map((reading) => matchCondition(reading, knownSizes)),
                sql` or `,
              )})`,
          ),
          sql` and `,
        );
  const scores = narrowing.map((group) =>
    group.length === 1
      ? matchScore(group[0]!, knownSizes)
      : sql`greatest(${sql.join(
          group.map((reading) => matchScore(reading, knownSizes)),
          sql`, `,
        )})`,
  );
  return {
    none: false,
    where,
    // An expression, not a bare 0 (which ORDER BY reads as a column number).
    score: scores.length === 0 ? sql`(0)::real` : sql.join(scores, sql` + `),
    alternatives: readings.flat(),
  };
}

interface FoundProduct {
  id: string;
  productName: string;
  productNameHi: string | null;
  brandName: string;
  size: string;
  image: string;
}

interface FoundBrand {
  id: string;
  brandName: string;
}

/** What the search box suggests as she types: the best products and the brands she may mean. */
export async function suggest(vocabulary: SearchVocabulary, q: string | undefined, language?: Language): Promise<SuggestAnswer> {
  if (q === undefined || searchWords(q).join(' ').length < SUGGEST_MIN_LENGTH) return { products: [], brands: [] };
  const plan = await planSearch(vocabulary, q);
  if (!plan || plan.none) return { products: [], brands: [] };
  const db = vocabulary.db;
  const brandWords = plan.alternatives.filter((reading) => !/^\d+$/.test(reading.word));
  const brandScore =
    brandWords.length === 0
      ? sql`0`
      : sql`greatest(${sql.join(
          brandWords.map((reading) => sql`word_similarity(${reading.folded}::text, lower(${brands.brandName}))`),
          sql`, `,
        )})`;
  const brandMatch = sql.join(
    brandWords.map(
      (reading) => sql`(lower(${brands.brandName}) like ${reading.pattern} or ${reading.folded}::text <% lower(${brands.brandName}))`,
    ),
    sql` or `,
  );
  // Products and brands in one statement (one row, each list built as JSON in it, closest first): a search
  // with every letter distinct is then one round trip and one plan, not two.
  const found = db
    .select({
      id: sql<string>`${products.id}`.as('found_id'),
      score: sql<number>`${plan.score}`.as('found_score'),
      productName: sql<string>`${products.productName}`.as('found_name'),
      productNameHi: sql<string | null>`${products.productNameHi}`.as('found_name_hi'),
      brandName: sql<string>`${brands.brandName}`.as('found_brand'),
      size: sql<string>`${products.size}`.as('found_size'),
      image: sql<string>`coalesce(${products.images}[1], '')`.as('found_image'),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.hidden} = false and ${plan.where}`)
    .orderBy(sql`found_score desc`, asc(products.productName), asc(products.id))
    .limit(SUGGEST_PRODUCTS)
    .as('found');
  const named = db
    .select({
      id: sql<string>`${brands.id}`.as('named_id'),
      brandName: sql<string>`${brands.brandName}`.as('named_brand'),
      score: sql<number>`${brandScore}`.as('named_score'),
    })
    .from(brands)
    .where(brandWords.length === 0 ? sql`false` : brandMatch)
    .orderBy(sql`named_score desc`, asc(brands.brandName))
    .limit(SUGGEST_BRANDS)
    .as('named');
  const [answer] = await db
    .select({
      products: sql<FoundProduct[]>`(select coalesce(json_agg(json_build_object('id', found_id, 'productName', found_name,
        'productNameHi', found_name_hi, 'brandName', found_brand, 'size', found_size, 'image', found_image)
        order by found_score desc, found_name, found_id), '[]') from ${found})`,
      brands: sql<FoundBrand[]>`(select coalesce(json_agg(json_build_object('id', named_id, 'brandName', named_brand)
        order by named_score desc, named_brand), '[]') from ${named})`,
    })
    .from(sql`(select 1) as "one"`);
  const { products: productRows, brands: brandRows } = answer!;
  return {
    products: productRows.map((row) => ({
      _id: row.id,
      productName: productNameIn(language, row),
      brandName: row.brandName,
      size: row.size,
      image: row.image,
    })),
    brands: brandRows.map((row) => ({ _id: row.id, brandName: row.brandName })),
  };
}
