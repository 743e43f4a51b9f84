import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import type { Database } from '../db/client.js';
import { auditLog, branchStock, branches, brands, products, users } from '../db/schema.js';
import { openTestDatabase, newPhone } from '../test/harness.js';
import { setBranchStock } from '../modules/branches/branch-console-service.js';
import { updateBrand } from '../modules/catalog/catalog-console-service.js';

let db: Database;
let drop: () => Promise<void>;
let close: () => Promise<void>;
let operator: string;
/** Nobody: an audit entry naming this user breaks its foreign key, so writing it fails. */
const nobody = randomUUID();

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
  close = () => opened.database.close();
  const [user] = await db.insert(users).values({ phoneNumber: newPhone(), fullName: 'Store Operator', gender: 'Female' }).returning();
  operator = user!.id;
});
afterAll(async () => {
  await close();
  await drop();
});

const entries = async (action: string) => (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
const firstBrand = async () => (await db.select().from(brands).limit(1))[0]!;

describe('a console change and its audit entry', () => {
  it('are saved together', async () => {
    const brand = await firstBrand();
    const before = await entries('brand.update');
    await updateBrand(db, operator, brand.id, { image: '/demo/brands/new.webp', version: brand.version });
    expect(await entries('brand.update')).toBe(before + 1);
  });

  it('cannot be kept apart: when the entry cannot be written, the change is rolled back', async () => {
    const brand = await firstBrand();
    await expect(updateBrand(db, nobody, brand.id, { brandName: 'Renamed without a record', version: brand.version })).rejects.toThrow();
    const after = (await db.select().from(brands).where(eq(brands.id, brand.id)))[0]!;
    expect(after).toMatchObject({ brandName: brand.brandName, version: brand.version });
  });

  it('holds for stock too: a stock change whose entry fails leaves the stock as it was', async () => {
    const [branch] = await db.select().from(branches).limit(1);
    const [product] = await db.select().from(products).limit(1);
    const stockOf = async () =>
      (await db.select().from(branchStock).where(eq(branchStock.branchId, branch!.id))).find((line) => line.productId === product!.id)
        ?.quantity ?? 0;
    const before = await stockOf();
    await expect(setBranchStock(db, nobody, branch!.id, { productId: product!.id, quantity: before + 40 })).rejects.toThrow();
    expect(await stockOf()).toBe(before);
  });

  it('refuses an edit made on an older version with the one stale-edit message, and records nothing', async () => {
    const brand = await firstBrand();
    const before = await entries('brand.update');
    await expect(updateBrand(db, operator, brand.id, { brandName: 'Stale', version: brand.version - 1 })).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.staleEdit,
    });
    expect(await entries('brand.update')).toBe(before);
  });
});
