import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { MESSAGES } from '@padstore/domain';
import { settings } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { audit } from '../../lib/audit.js';

const UPI_KEY = 'upi';

export interface UpiSettings {
  upiId: string;
  payeeName: string;
}

type Reader = Pick<Database, 'select'>;

/** The store's own UPI id and the name customers see when they pay it; null until the owner sets them. */
export async function readUpiSettings(db: Reader): Promise<(UpiSettings & { version: number }) | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, UPI_KEY));
  if (!row) return null;
  return { ...(JSON.parse(row.value) as UpiSettings), version: row.version };
}

/** The owner sets the UPI id, on the version they saw (0 while none is set); a newer save answers 409. */
export async function saveUpiSettings(db: Database, actorId: string, input: UpiSettings & { version: number }): Promise<number> {
  const value = JSON.stringify({ upiId: input.upiId, payeeName: input.payeeName });
  return db.transaction(async (tx) => {
    const [saved] =
      input.version === 0
        ? await tx.insert(settings).values({ key: UPI_KEY, value, version: 1 }).onConflictDoNothing().returning()
        : await tx
            .update(settings)
            .set({ value, version: sql`${settings.version} + 1` })
            .where(and(eq(settings.key, UPI_KEY), eq(settings.version, input.version)))
            .returning();
    if (!saved) throw new HttpError(409, MESSAGES.staleEdit);
    await audit(tx, actorId, 'settings.upi', { upiId: input.upiId, payeeName: input.payeeName });
    return saved.version;
  });
}
