import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchPinCodes, branches } from '../../db/schema.js';

export interface BranchForPinCode {
  _id: string;
  name: string;
  active: boolean;
  servicePinCode: string[];
}

/**
 * The branch that serves a pin code, with its whole served list, or null when no branch lists it.
 * An active branch is preferred when two list the same pin code.
 */
export async function findBranchForPinCode(db: Database, pinCode: string): Promise<BranchForPinCode | null> {
  if (!pinCode) return null;
  const candidates = await db
    .select({ id: branches.id, name: branches.name, active: branches.active })
    .from(branchPinCodes)
    .innerJoin(branches, eq(branches.id, branchPinCodes.branchId))
    .where(eq(branchPinCodes.pinCode, pinCode))
    .orderBy(asc(branches.createdAt));
  const branch = candidates.find((candidate) => candidate.active) ?? candidates[0];
  if (!branch) return null;
  const served = await db
    .select({ pinCode: branchPinCodes.pinCode })
    .from(branchPinCodes)
    .where(eq(branchPinCodes.branchId, branch.id))
    .orderBy(asc(branchPinCodes.pinCode));
  return { _id: branch.id, name: branch.name, active: branch.active, servicePinCode: served.map((row) => row.pinCode) };
}
