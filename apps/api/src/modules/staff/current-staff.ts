import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';
import type { SessionUser, StaffMember } from '../../lib/sessions.js';

/** The signed-in member of staff of a route under /api/admin (whose roles the access plugin checked). */
export function currentStaff(request: FastifyRequest): SessionUser & { staff: StaffMember } {
  const user = request.user;
  if (!user) throw new HttpError(401, MESSAGES.loginRequired);
  if (!user.staff) throw new HttpError(403, MESSAGES.forbidden);
  return user as SessionUser & { staff: StaffMember };
}
