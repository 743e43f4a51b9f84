import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchQuerySchema,
  countDecisionSchema,
  ledgerCheckAnswer,
  messageAnswerSchema,
  stockCountAnswer,
  stockCountSchema,
  stockCreatedAnswer,
  stockLedgerAnswer,
  stockLedgerQuerySchema,
  stockOnHandAnswer,
  stockReceiptSchema,
  stockReversalSchema,
  stockSettingsSchema,
  stockTransferSchema,
  stockWriteOffSchema,
  transferAnswer,
  transferReceivedSchema,
  transfersAnswer,
  waitingCountsAnswer,
} from '@padstore/domain';
import { adminErrors } from '../../lib/console-schemas.js';
import { bearerAuth } from '../../lib/schemas.js';
import type { StaffMember } from '../../lib/sessions.js';
import { currentUser } from '../../plugins/auth.js';
import { countStock, decideCount, setCountApprovalAbove, waitingCounts } from './stock-counts-service.js';
import { ledgerDisagreements, reverseStockEntry, stockLedger, stockOnHand } from './stock-ledger-service.js';
import { receiveStock, writeOffStock } from './stock-receipts-service.js';
import { branchTransfers, receiveTransfer, sendTransfer } from './stock-transfers-service.js';

const tags = ['Stock'];
const idParams = z.object({ id: z.uuid({ error: 'The id is not valid' }) });

/** The caller as a member of staff: the staff table has let only staff this far. */
const staffOf = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { userId: user.id, member: user.staff as StaffMember };
};

/**
 * A branch's stock ledger (decision record 033): on hand, a product's entries, receiving, counting,
 * transfers, write-offs and reversals. Roles: packages/domain/src/staff-access.ts; the branch named in
 * the body or query is checked against the caller's branches by the services (404 outside them).
 */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    {
      schema: {
        tags,
        summary: "A branch's products and packs on hand, those never counted or not for 30 days first",
        security: bearerAuth,
        querystring: branchQuerySchema,
        response: { 200: stockOnHandAnswer, ...adminErrors },
      },
    },
    async (request) => stockOnHand(app.db, staffOf(request).member, request.query.branchId),
  );

  app.get(
    '/stock/ledger',
    {
      schema: {
        tags,
        summary: "A product's stock ledger in a branch, newest first, a page at a time (before: the last entry shown)",
        security: bearerAuth,
        querystring: stockLedgerQuerySchema,
        response: { 200: stockLedgerAnswer, ...adminErrors },
      },
    },
    async (request) => stockLedger(app.db, staffOf(request).member, request.query),
  );

  app.get(
    '/stock/check',
    {
      schema: {
        tags,
        summary: 'Whether every quantity on hand is the sum of its ledger entries: the products where it is not',
        security: bearerAuth,
        response: { 200: ledgerCheckAnswer, ...adminErrors },
      },
    },
    async () => ({ disagreements: await ledgerDisagreements(app.db) }),
  );

  app.post(
    '/stock/receipts',
    {
      schema: {
        tags,
        summary: "Record a supplier's delivery by its invoice; the same invoice of the same supplier twice is refused (409)",
        security: bearerAuth,
        body: stockReceiptSchema,
        response: { 201: stockCreatedAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { userId, member } = staffOf(request);
      return reply.status(201).send(await receiveStock(app.db, userId, member, request.body));
    },
  );

  app.post(
    '/stock/counts',
    {
      schema: {
        tags,
        summary: 'Record what the shelf holds: each variance an entry, or waiting for a manager when above the setting',
        security: bearerAuth,
        body: stockCountSchema,
        response: { 201: stockCountAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { userId, member } = staffOf(request);
      return reply.status(201).send(await countStock(app.db, userId, member, request.body));
    },
  );

  app.get(
    '/stock/counts/waiting',
    {
      schema: {
        tags,
        summary: "A branch's counts waiting for a manager's approval, oldest first",
        security: bearerAuth,
        querystring: branchQuerySchema,
        response: { 200: waitingCountsAnswer, ...adminErrors },
      },
    },
    async (request) => waitingCounts(app.db, staffOf(request).member, request.query.branchId),
  );

  app.put(
    '/stock/counts/:id',
    {
      schema: {
        tags,
        summary: 'Approve a waiting count (its variance becomes an entry) or refuse it',
        security: bearerAuth,
        params: idParams,
        body: countDecisionSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { userId, member } = staffOf(request);
      return decideCount(app.db, userId, member, request.params.id, request.body);
    },
  );

  app.put(
    '/stock/settings',
    {
      schema: {
        tags,
        summary: 'Set the variance (packs) above which a count waits for a manager',
        security: bearerAuth,
        body: stockSettingsSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await setCountApprovalAbove(app.db, staffOf(request).userId, request.body.countApprovalAbove);
      return { message: 'Saved' };
    },
  );

  app.get(
    '/stock/transfers',
    {
      schema: {
        tags,
        summary: 'The latest transfers out of or into a branch, those in transit first',
        security: bearerAuth,
        querystring: branchQuerySchema,
        response: { 200: transfersAnswer, ...adminErrors },
      },
    },
    async (request) => branchTransfers(app.db, staffOf(request).member, request.query.branchId),
  );

  app.post(
    '/stock/transfers',
    {
      schema: {
        tags,
        summary: 'Send packs to another branch: out of this one at once, in transit until received',
        security: bearerAuth,
        body: stockTransferSchema,
        response: { 201: transferAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { userId, member } = staffOf(request);
      return reply.status(201).send(await sendTransfer(app.db, userId, member, request.body));
    },
  );

  app.put(
    '/stock/transfers/:id/received',
    {
      schema: {
        tags,
        summary: 'Receive a transfer with what arrived of each product (left out: all of it); a shortfall is an entry of its own',
        security: bearerAuth,
        params: idParams,
        body: transferReceivedSchema,
        response: { 200: transferAnswer, ...adminErrors },
      },
    },
    async (request) => {
      const { userId, member } = staffOf(request);
      return receiveTransfer(app.db, userId, member, request.params.id, request.body);
    },
  );

  app.post(
    '/stock/write-offs',
    {
      schema: {
        tags,
        summary: 'Write off packs damaged, expired or missing, with the reason',
        security: bearerAuth,
        body: stockWriteOffSchema,
        response: { 201: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { userId, member } = staffOf(request);
      return reply.status(201).send(await writeOffStock(app.db, userId, member, request.body));
    },
  );

  app.post(
    '/stock/entries/:id/reversal',
    {
      schema: {
        tags,
        summary: 'Take back an entry recorded wrong, with a note: the entry stays, a reversing entry cancels it',
        security: bearerAuth,
        params: idParams,
        body: stockReversalSchema,
        response: { 201: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { userId, member } = staffOf(request);
      await reverseStockEntry(app.db, userId, member, request.params.id, request.body.note);
      return reply.status(201).send({ message: 'Entry reversed' });
    },
  );
};
