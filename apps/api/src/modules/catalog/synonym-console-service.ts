import { asc, eq } from 'drizzle-orm';
import { SEARCH_MESSAGES, type SearchSynonymInput, type SearchSynonyms } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema.js';
import { audited } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/http-error.js';

/** The synonym table search reads, by word. */
export async function listSynonyms(db: Database): Promise<SearchSynonyms['synonyms']> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.meaning));
  return rows.map((row) => ({ _id: row.id, term: row.term, meaning: row.meaning }));
}

/** Teaches search a word: `term` also finds what `meaning` finds. */
export function addSynonym(db: Database, userId: string, input: SearchSynonymInput): Promise<string> {
  return audited(db, { userId, action: 'synonym.create', details: input }, async (tx) => {
    const [row] = await tx.insert(searchSynonyms).values(input).onConflictDoNothing().returning({ id: searchSynonyms.id });
    if (!row) throw new HttpError(409, SEARCH_MESSAGES.synonymExists);
    return row.id;
  });
}

export function removeSynonym(db: Database, userId: string, id: string): Promise<void> {
  return audited(
    db,
    { userId, action: 'synonym.delete', details: (removed: { term: string; meaning: string }) => ({ synonymId: id, ...removed }) },
    async (tx) => {
      const [removed] = await tx
        .delete(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .returning({ term: searchSynonyms.term, meaning: searchSynonyms.meaning });
      if (!removed) throw notFound(SEARCH_MESSAGES.synonymNotFound);
      return removed;
    },
  ).then(() => undefined);
}
