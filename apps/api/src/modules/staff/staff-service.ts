import { and, asc, count, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { MESSAGES, STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, deliveries, orders, sessions, staff, users } from '../../db/schema.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { audit, audited } from '../../lib/audit.js';
import type { SessionUser, StaffMember } from '../../lib/sessions.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export interface StaffInput {
  phoneNumber: string;
  role: StaffRole;
  branchIds: string[];
}

const active = isNull(staff.removedAt);
const ROLE_ORDER = sql`array_position(array[${sql.join(
  STAFF_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[], ${staff.role})`;

/** The branches a member of staff may see: null for an owner (all of them). */
export const branchScope = (member: StaffMember | null): string[] | null => (!member || member.role === 'owner' ? null : member.branchIds);

/** Everyone on the staff, owners first, with the name they registered under (until then, none). */
export async function listStaff(db: Reader) {
  const rows = await db
    .select({ member: staff, name: users.fullName })
    .from(staff)
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .where(active)
    .orderBy(ROLE_ORDER, asc(users.fullName), asc(staff.phoneNumber));
  return rows.map(({ member, name }) => ({
    _id: member.id,
    phoneNumber: Number(member.phoneNumber),
    name: name ?? '',
    role: member.role,
    branchIds: member.branchIds,
    fromEnvironment: member.fromEnvironment,
    onShift: member.onShift,
    version: member.version,
  }));
}

/** Drops, on every instance, the sessions kept in memory of the people behind these phones. */
export async function announceStaffChange(db: Reader, changes: Pick<ChangeFeed, 'publish'>, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.phoneNumber, phones));
  await changes.publish(...people.map((person) => ({ kind: 'customer' as const, userId: person.id })));
}

async function checkBranches(tx: Reader, branchIds: string[]): Promise<void> {
  if (branchIds.length === 0) return;
  const found = await tx.select({ id: branches.id }).from(branches).where(inArray(branches.id, branchIds));
  if (found.length !== new Set(branchIds).size) throw new HttpError(400, STAFF_MESSAGES.unknownBranches);
}

const branchesFor = (input: StaffInput) => (input.role === 'owner' ? [] : [...new Set(input.branchIds)]);

/** An owner adds someone to the staff by the phone they will sign in with. */
export async function addStaff(db: Database, actorId: string, input: StaffInput): Promise<{ _id: string; version: number }> {
  try {
    return await db.transaction(async (tx) => {
      await checkBranches(tx, input.branchIds);
      const [created] = await tx
        .insert(staff)
        .values({ phoneNumber: input.phoneNumber, role: input.role, branchIds: branchesFor(input) })
        .returning();
      await audit(tx, actorId, 'staff.add', { phoneNumber: input.phoneNumber, role: input.role, branchIds: branchesFor(input) });
      return { _id: created!.id, version: created!.version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, STAFF_MESSAGES.alreadyStaff);
    throw error;
  }
}

/** The member of staff to change, locked; one set by the environment cannot be changed in the console. */
async function lockedMember(tx: Transaction, id: string) {
  const [member] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), active))
    .for('update');
  if (!member) throw notFound(STAFF_MESSAGES.staffNotFound);
  if (member.fromEnvironment) throw new HttpError(409, STAFF_MESSAGES.setByEnvironment);
  return member;
}

/** Refuses a change that would leave the store with no owner at all. */
async function keepAnOwner(tx: Transaction, leavingId: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(staff)
    .where(and(active, eq(staff.role, 'owner'), ne(staff.id, leavingId)));
  if ((others?.n ?? 0) === 0) throw new HttpError(409, STAFF_MESSAGES.lastOwner);
}

/** Changes a member's phone, role or branches; answers the phones whose rights changed. */
export async function updateStaff(
  db: Database,
  actorId: string,
  id: string,
  input: StaffInput & { version: number },
): Promise<{ version: number; phones: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const member = await lockedMember(tx, id);
      if (member.version !== input.version) throw new HttpError(409, MESSAGES.staleEdit);
      if (member.role === 'owner' && input.role !== 'owner') await keepAnOwner(tx, id);
      await checkBranches(tx, input.branchIds);
      const [updated] = await tx
        .update(staff)
        .set({
          phoneNumber: input.phoneNumber,
          role: input.role,
          branchIds: branchesFor(input),
          onShift: input.role === 'rider' && member.onShift,
          version: sql`${staff.version} + 1`,
        })
        .where(eq(staff.id, id))
        .returning();
      if (member.role === 'rider' && input.role !== 'rider') await dropUnsentDeliveries(tx, id);
      await audit(tx, actorId, 'staff.update', {
        phoneNumber: input.phoneNumber,
        from: { role: member.role, branchIds: member.branchIds },
        to: { role: input.role, branchIds: branchesFor(input) },
      });
      return { version: updated!.version, phones: [...new Set([member.phoneNumber, input.phoneNumber])] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, STAFF_MESSAGES.alreadyStaff);
    throw error;
  }
}

/** Orders given to a rider but not yet sent out go back to the floor, to be given to someone else. */
const dropUnsentDeliveries = (tx: Transaction, riderId: string) =>
  tx.delete(deliveries).where(and(eq(deliveries.riderId, riderId), isNull(deliveries.dispatchedAt), isNull(deliveries.endedAt)));

/**
 * Takes someone off the staff: their record stays (their days' deliveries and cash still name them) but
 * gives no rights. Deliveries already out stay theirs on the floor, where the branch takes them back.
 */
export async function removeStaff(db: Database, actorId: string, id: string): Promise<{ phones: string[] }> {
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    if (member.role === 'owner') await keepAnOwner(tx, id);
    await tx.update(staff).set({ removedAt: new Date(), onShift: false }).where(eq(staff.id, id));
    await dropUnsentDeliveries(tx, id);
    await audit(tx, actorId, 'staff.remove', { phoneNumber: member.phoneNumber, role: member.role });
    return { phones: [member.phoneNumber] };
  });
}

/**
 * Makes the staff agree with ADMIN_PHONES, at every start: each phone listed is an owner; an owner the
 * setting made and no longer lists is taken off the staff and their sessions end. Answers the phones
 * whose rights changed.
 */
export async function syncEnvironmentOwners(db: Database, phones: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const dropped = await tx
      .update(staff)
      .set({ removedAt: new Date(), onShift: false })
      .where(and(eq(staff.fromEnvironment, true), active, phones.length ? notInArray(staff.phoneNumber, [...phones]) : undefined))
      .returning({ phoneNumber: staff.phoneNumber });
    const promoted: string[] = [];
    for (const phoneNumber of phones) {
      const written = await tx
        .insert(staff)
        .values({ phoneNumber, role: 'owner', fromEnvironment: true })
        .onConflictDoUpdate({
          target: staff.phoneNumber,
          targetWhere: active,
          set: { role: 'owner', branchIds: [], fromEnvironment: true, onShift: false, version: sql`${staff.version} + 1` },
          setWhere: or(ne(staff.role, 'owner'), eq(staff.fromEnvironment, false)),
        })
        .returning({ phoneNumber: staff.phoneNumber });
      promoted.push(...written.map((row) => row.phoneNumber));
    }
    const droppedPhones = dropped.map((row) => row.phoneNumber);
    if (droppedPhones.length > 0) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(inArray(users.phoneNumber, droppedPhones))),
          ),
        );
    }
    return [...droppedPhones, ...promoted];
  });
}

/** Who the signed-in member of staff is, and the branches they work for (an owner: every branch). */
export async function describeStaffMember(db: Reader, user: SessionUser & { staff: StaffMember }) {
  const scope = branchScope(user.staff);
  const [member, rows] = await Promise.all([
    db.select({ onShift: staff.onShift }).from(staff).where(eq(staff.id, user.staff.id)),
    db
      .select({ _id: branches.id, name: branches.name })
      .from(branches)
      .where(scope ? inArray(branches.id, scope) : undefined)
      .orderBy(asc(branches.name)),
  ]);
  return {
    role: user.staff.role,
    name: user.fullName,
    phoneNumber: Number(user.phoneNumber),
    branches: rows,
    onShift: member[0]?.onShift ?? false,
  };
}

/** The orders a rider has taken out and not yet ended: 'PS1042 (Asha)' each, by her first name or else the address. */
async function refuseWhileCarrying(tx: Transaction, riderId: string): Promise<void> {
  const out = await tx
    .select({ orderNumber: orders.orderNumber, name: orders.deliveredToName, street: orders.street, plot: orders.plotNumber })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(and(eq(deliveries.riderId, riderId), isNull(deliveries.endedAt), isNotNull(deliveries.dispatchedAt)))
    .orderBy(asc(orders.orderNumber));
  if (out.length === 0) return;
  const named = out.map((row) => `${row.orderNumber} (${row.name.trim().split(/\s+/)[0] || `${row.plot}, ${row.street}`})`);
  throw new HttpError(409, STAFF_MESSAGES.stillCarrying(named));
}

/**
 * A rider's shift starts or ends (by the rider, or their manager); it cannot end while they carry an
 * order that is out, which would leave it 'out with' someone off shift.
 */
export async function setShift(db: Database, actorId: string, riderId: string, onShift: boolean): Promise<void> {
  await audited(db, { userId: actorId, action: onShift ? 'rider.shift.start' : 'rider.shift.end', details: { riderId } }, async (tx) => {
    if (!onShift) await refuseWhileCarrying(tx, riderId);
    const [updated] = await tx
      .update(staff)
      .set({ onShift })
      .where(and(eq(staff.id, riderId), eq(staff.role, 'rider'), active))
      .returning({ id: staff.id });
    if (!updated) throw notFound('Rider not found');
  });
}
