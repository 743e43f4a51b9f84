import { asc, eq } from 'drizzle-orm';
import { deliveryPromise, pinCodeCheckMessage, type DeliveryPromise, type Serviceability } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branchPinCodes, branches } from '../../db/schema.js';
import { stockInBranch } from '../stock/stock-service.js';

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

const withInstants = (promise: DeliveryPromise) => ({ ...promise, from: promise.from.toISOString(), to: promise.to.toISOString() });

/**
 * Before the customer commits: whether the pin code is served, how many packs of a product the serving
 * branch has, and what delivery is promised now (India time), without and with express.
 */
export async function checkServiceability(db: Reader, pinCode: string, productId?: string, now = new Date()): Promise<Serviceability> {
  const branch = await servingBranch(db, pinCode);
  const served = Boolean(branch?.active);
  return {
    served,
    message: pinCodeCheckMessage(branch),
    branch: served && branch ? { _id: branch._id, name: branch.name } : null,
    availableQuantity: served && branch && productId ? await stockInBranch(db, branch._id, productId) : null,
    promise: withInstants(deliveryPromise(now, false)),
    expressPromise: withInstants(deliveryPromise(now, true)),
  };
}
