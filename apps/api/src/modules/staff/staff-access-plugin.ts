import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, ORDER_MESSAGES, operationKey, STAFF_MESSAGES, staffOperation, type StaffRole, type StaffScope } from '@padstore/domain';
import { HttpError, notFound } from '../../lib/http-error.js';
import { inScope, takenBackFrom } from './scope-service.js';

export const STAFF_API_PREFIX = '/api/admin/';

const NOT_FOUND: Record<StaffScope, string> = {
  order: ORDER_MESSAGES.orderNotFound,
  branch: 'Branch not found',
  staff: STAFF_MESSAGES.staffNotFound,
  customer: STAFF_MESSAGES.customerNotFound,
};

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** 401 for a guest, 403 for anyone whose role the operation does not list; before the body is read. */
function allowOnly(roles: readonly StaffRole[]): onRequestHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (!request.user) return done(new HttpError(401, MESSAGES.loginRequired));
    const role = request.user.staff?.role;
    if (!role || !roles.includes(role)) return done(new HttpError(403, MESSAGES.forbidden));
    done();
  };
}

/** 404 when the record the path names is outside the caller's branches (or, for a rider, not theirs). */
function withinReach(app: FastifyInstance, scope: StaffScope): preHandlerHookHandler {
  return async (request: FastifyRequest) => {
    const id = (request.params as { id?: string }).id;
    const member = request.user?.staff;
    if (!id || !member) return;
    if (await inScope(app.db, member, scope, id)) return;
    // A rider confirming at the door an order the branch took back meanwhile is told so, not 'not found'.
    const confirming = scope === 'order' && member.role === 'rider' && request.method !== 'GET';
    const takenBack = confirming ? await takenBackFrom(app.db, member.id, id) : null;
    if (takenBack) throw new HttpError(409, STAFF_MESSAGES.takenBack(takenBack.orderNumber, takenBack.by));
    throw notFound(NOT_FOUND[scope]);
  };
}

/**
 * Applies the staff operations table (packages/domain/src/staff-access.ts) to every route under
 * /api/admin as it is registered: its roles are checked before anything else runs and shown as `x-roles`
 * in the OpenAPI document; its scope is checked once the path is validated. A route the table does not
 * declare refuses everyone (x-roles: []), and the role-table test names it.
 */
export const staffAccessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_API_PREFIX) || typeof route.method !== 'string') return;
    const declared = staffOperation(operationKey(route.method === 'HEAD' ? 'GET' : route.method, route.url));
    const roles = declared?.roles ?? [];
    route.schema = { ...route.schema, 'x-roles': [...roles] } as typeof route.schema;
    route.onRequest = [allowOnly(roles), ...asList(route.onRequest)];
    if (declared?.scope) route.preHandler = [...asList(route.preHandler), withinReach(app, declared.scope)];
  });
});
