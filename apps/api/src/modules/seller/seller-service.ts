import { and, eq, sql } from 'drizzle-orm';
import { sellerDetailsSchema, type SellerDetails } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { saveVersioned } from '../../lib/audit.js';

export const SELLER_SETTING = 'seller_details';

/** Used only should the row be missing (a migration adds it): the store says plainly it is not set. */
const UNSET: SellerDetails = {
  legalName: 'Pad Store',
  address: 'Not set',
  state: 'Karnataka',
  gstin: '',
  grievanceOfficer: { name: 'Not set', designation: 'Grievance Officer', email: 'support@padstore.example', phone: '' },
};

/** The seller's legal details and grievance officer, with the version an edit must name. */
export async function readSeller(db: Pick<Database, 'select'>): Promise<{ seller: SellerDetails; version: number }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SELLER_SETTING)).limit(1);
  if (!row) return { seller: UNSET, version: 1 };
  const parsed = sellerDetailsSchema.safeParse(JSON.parse(row.value));
  return { seller: parsed.success ? parsed.data : { ...UNSET, ...(JSON.parse(row.value) as object) }, version: row.version };
}

/** Saves the details, with their audit entry, if nobody saved a newer version meanwhile (409 otherwise). */
export async function saveSeller(db: Database, userId: string, details: SellerDetails, version: number): Promise<number> {
  const value = JSON.stringify(details);
  const saved = await saveVersioned(
    db,
    { userId, action: 'seller.update', details: { legalName: details.legalName, gstin: details.gstin } },
    {
      what: 'Seller details',
      update: (tx) =>
        tx
          .insert(settings)
          .values({ key: SELLER_SETTING, value, version: version + 1 })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value, version: sql`${settings.version} + 1` },
            setWhere: and(eq(settings.key, SELLER_SETTING), eq(settings.version, version)),
          })
          .returning({ version: settings.version }),
    },
  );
  return saved.version;
}
