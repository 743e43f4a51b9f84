import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Resolves false when `work` fails or takes longer than `ms`. */
async function answersWithin(work: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answers `select 1` within `ms`. */
export const databaseAnswers = (db: Database, ms: number) => answersWithin(() => db.execute(sql`select 1`), ms);
