import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchPinCodes, branchStock, branches } from '../../db/schema.js';

/** Reads only: the database or a transaction on it. */
type Reader = Pick<Database, 'select'>;

export interface ServingBranch {
  _id: string;
  name: string;
  active: boolean;
}

export interface BranchForPinCode extends ServingBranch {
  servicePinCode: string[];
}

/**
 * The branch that serves a pin code, or null when no branch lists it. An active branch is preferred
 * when two list the same pin code, so an inactive answer means no active branch serves it.
 */
export async function servingBranch(db: Reader, pinCode: string): Promise<ServingBranch | null> {
  if (!pinCode) return null;
  const candidates = await db
    .select({ _id: branches.id, name: branches.name, active: branches.active })
    .from(branchPinCodes)
    .innerJoin(branches, eq(branches.id, branchPinCodes.branchId))
    .where(eq(branchPinCodes.pinCode, pinCode))
    .orderBy(asc(branches.createdAt));
  return candidates.find((candidate) => candidate.active) ?? candidates[0] ?? null;
}

/** The serving branch with its whole served list, as the profile shows it. */
export async function findBranchForPinCode(db: Reader, pinCode: string): Promise<BranchForPinCode | null> {
  const branch = await servingBranch(db, pinCode);
  if (!branch) return null;
  const served = await db
    .select({ pinCode: branchPinCodes.pinCode })
    .from(branchPinCodes)
    .where(eq(branchPinCodes.branchId, branch._id))
    .orderBy(asc(branchPinCodes.pinCode));
  return { ...branch, servicePinCode: served.map((row) => row.pinCode) };
}

/** Packs of a product a branch holds; 0 when it never held any. */
export async function stockInBranch(db: Reader, branchId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: branchStock.quantity })
    .from(branchStock)
    .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId)))
    .limit(1);
  return row?.quantity ?? 0;
}
