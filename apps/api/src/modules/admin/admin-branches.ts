import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminBranchSchema, adminBranchUpdateSchema, adminPinCodesSchema, adminStockSchema } from '@padstore/domain';
import { branchPinCodes, branchStock, branches, products } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { bearerAuth, idParamsSchema, messageSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { audit } from './audit.js';
import { saveVersioned } from './versioned-update.js';
import { adminErrors } from './admin-schemas.js';
import { branchScope } from '../staff/staff-service.js';

const tags = ['Admin: branches'];
const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  version: z.number(),
  pinCodes: z.array(z.string()),
  stock: z.array(z.object({ productId: z.string(), productName: z.string(), quantity: z.number() })),
});

export const adminBranchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const exists = async (id: string) => {
    const [row] = await app.db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
    if (!row) throw notFound('Branch not found');
  };

  app.get(
    '/branches',
    {
      schema: {
        tags,
        summary: 'Branches with their served pin codes and stock',
        security: bearerAuth,
        response: { 200: z.object({ branches: z.array(branchSchema) }), ...adminErrors },
      },
    },
    async (request) => {
      // A manager sees their own branches only.
      const scope = branchScope(currentUser(request).staff);
      const [rows, pins, stock, catalog] = await Promise.all([
        app.db
          .select()
          .from(branches)
          .where(scope ? inArray(branches.id, scope) : undefined)
          .orderBy(asc(branches.name)),
        app.db.select().from(branchPinCodes).orderBy(asc(branchPinCodes.pinCode)),
        app.db.select().from(branchStock),
        app.db.select({ id: products.id, productName: products.productName }).from(products).orderBy(asc(products.productName)),
      ]);
      // Every product appears for every branch, at 0 where the branch never held it, so it can be stocked.
      const held = new Map(stock.map((line) => [`${line.branchId}:${line.productId}`, line.quantity]));
      return {
        branches: rows.map((branch) => ({
          _id: branch.id,
          name: branch.name,
          active: branch.active,
          version: branch.version,
          pinCodes: pins.filter((pin) => pin.branchId === branch.id).map((pin) => pin.pinCode),
          stock: catalog.map((product) => ({
            productId: product.id,
            productName: product.productName,
            quantity: held.get(`${branch.id}:${product.id}`) ?? 0,
          })),
        })),
      };
    },
  );

  app.post(
    '/branches',
    {
      schema: {
        tags,
        summary: 'Open a branch',
        security: bearerAuth,
        body: adminBranchSchema,
        response: { 201: z.object({ _id: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      try {
        const [created] = await app.db.insert(branches).values(request.body).returning();
        await audit(app.db, currentUser(request).id, 'branch.create', request.body);
        return reply.status(201).send({ _id: created!.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'A branch with this name already exists');
        throw error;
      }
    },
  );

  app.put(
    '/branches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a branch or switch it on or off (send the version you saw)',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminBranchUpdateSchema,
        response: { 200: z.object({ message: z.string(), version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      let saved: { version: number };
      try {
        saved = await saveVersioned(
          () =>
            app.db
              .update(branches)
              .set({ ...changes, version: sql`${branches.version} + 1` })
              .where(and(eq(branches.id, request.params.id), eq(branches.version, version)))
              .returning({ version: branches.version }),
          () => app.db.select({ id: branches.id }).from(branches).where(eq(branches.id, request.params.id)),
          'Branch',
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'A branch with this name already exists');
        throw error;
      }
      await audit(app.db, currentUser(request).id, 'branch.update', { id: request.params.id, ...changes });
      return { message: 'Branch saved', version: saved.version };
    },
  );

  app.post(
    '/branches/:id/pincodes',
    {
      schema: {
        tags,
        summary: 'Serve more pin codes: a list, or a range from one to another',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminPinCodesSchema,
        response: { 200: z.object({ message: z.string(), added: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      await exists(request.params.id);
      const { pinCodes = [], from, to } = request.body;
      const all = new Set(pinCodes);
      if (from && to) for (let pin = Number(from); pin <= Number(to); pin++) all.add(String(pin).padStart(6, '0'));
      const added = await app.db
        .insert(branchPinCodes)
        .values([...all].map((pinCode) => ({ branchId: request.params.id, pinCode })))
        .onConflictDoNothing()
        .returning();
      await audit(app.db, currentUser(request).id, 'branch.pincodes.add', { branchId: request.params.id, count: added.length, from, to });
      return { message: `${added.length} pin codes added`, added: added.length };
    },
  );

  app.delete(
    '/branches/:id/pincodes/:pinCode',
    {
      schema: {
        tags,
        summary: 'Stop serving a pin code',
        security: bearerAuth,
        params: idParamsSchema.extend({ pinCode: z.string().regex(/^\d{6}$/, 'Pin code must be a 6-digit number') }),
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const removed = await app.db
        .delete(branchPinCodes)
        .where(and(eq(branchPinCodes.branchId, request.params.id), eq(branchPinCodes.pinCode, request.params.pinCode)))
        .returning();
      if (removed.length === 0) throw notFound('This branch does not serve that pin code');
      await audit(app.db, currentUser(request).id, 'branch.pincodes.remove', {
        branchId: request.params.id,
        pinCode: request.params.pinCode,
      });
      return { message: 'Pin code removed' };
    },
  );

  app.put(
    '/branches/:id/stock',
    {
      schema: {
        tags,
        summary: "Set a product's stock in the branch, or adjust it by an amount; it never goes below zero",
        security: bearerAuth,
        params: idParamsSchema,
        body: adminStockSchema,
        response: { 200: z.object({ quantity: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      await exists(request.params.id);
      const { productId, quantity, adjustBy } = request.body;
      const [product] = await app.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('Product not found');
      return app.db.transaction(async (tx) => {
        await tx.insert(branchStock).values({ branchId: request.params.id, productId, quantity: 0 }).onConflictDoNothing();
        const [row] = await tx
          .update(branchStock)
          .set({ quantity: quantity !== undefined ? quantity : sql`${branchStock.quantity} + ${adjustBy}` })
          .where(
            and(
              eq(branchStock.branchId, request.params.id),
              eq(branchStock.productId, productId),
              quantity !== undefined ? sql`true` : sql`${branchStock.quantity} + ${adjustBy} >= 0`,
            ),
          )
          .returning({ quantity: branchStock.quantity });
        if (!row) throw new HttpError(409, 'Stock cannot go below zero');
        await audit(tx, currentUser(request).id, 'branch.stock', {
          branchId: request.params.id,
          productId,
          quantity,
          adjustBy,
          now: row.quantity,
        });
        return { quantity: row.quantity };
      });
    },
  );
};
