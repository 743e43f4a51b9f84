import { eq } from 'drizzle-orm';
import { MESSAGES, type UpdateUserInput, type User } from '@padstore/domain';
import { DEFAULT_LANGUAGE, isLanguage } from '@padstore/domain/i18n/languages';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { findBranchForPinCode } from '../branches/branch-service.js';
import type { SessionUser } from '../../lib/sessions.js';

/** The profile as `GET user/getUser` answers it, with the branch that serves the saved pin code. */
export async function describeUser(db: Database, user: SessionUser): Promise<User> {
  const branch = await findBranchForPinCode(db, user.pinCode);
  return {
    _id: user.id,
    fullName: user.fullName,
    gender: user.gender,
    email: user.email,
    phoneNumber: Number(user.phoneNumber),
    address: user.address,
    pinCode: user.pinCode,
    plotNumber: user.plotNumber,
    street: user.street,
    image: user.image,
    role: user.role,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    isBranchAvailable: Boolean(branch?.active),
    matchingBranch: branch ? { _id: branch._id, name: branch.name, servicePinCode: branch.servicePinCode } : null,
  };
}

/** Saves the fields given; the phone number is the account's identity and cannot change here. */
export async function updateUser(
  db: Database,
  user: SessionUser,
  changes: UpdateUserInput & { image?: string | null },
): Promise<SessionUser> {
  const { phoneNumber, ...fields } = changes;
  if (phoneNumber !== undefined && phoneNumber !== user.phoneNumber) {
    throw new HttpError(400, MESSAGES.phoneCannotChange);
  }
  if (Object.keys(fields).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { ...user, ...updated };
}
