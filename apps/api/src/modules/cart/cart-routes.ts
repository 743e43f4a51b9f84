import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartSchema,
  CART_MESSAGES,
  cartAnswerSchema,
  cartChangeAnswerSchema,
  countAnswerSchema,
  errorAnswerSchema,
  setCartQuantitySchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { customerScope } from '../../lib/response-cache.js';
import { bearerAuth, commonErrors, idParamsSchema } from '../../lib/schemas.js';
import { requestLanguage } from '../../plugins/language.js';
import { addToCart, countPacks, decrementLine, getCart, incrementLine, removeLine, setLineQuantity } from './cart-service.js';

const changeResponse = { 200: cartChangeAnswerSchema, 409: errorAnswerSchema, ...commonErrors };
const tags = ['Cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.post(
    '/user/addtocart/:id',
    {
      schema: {
        tags,
        summary: 'Add packs of a product (adds to its line when already in the cart)',
        security: bearerAuth,
        params: idParamsSchema,
        body: addToCartSchema,
        response: changeResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await addToCart(app.db, user, request.params.id, request.body.quantity);
      return { message: CART_MESSAGES.added, cart: await getCart(app.db, user, requestLanguage(request)) };
    },
  );

  const lineChange = (method: 'put' | 'delete', path: string, summary: string, change: typeof incrementLine, message: string) =>
    app[method](
      path,
      { schema: { tags, summary, security: bearerAuth, params: idParamsSchema, response: changeResponse } },
      async (request) => {
        const user = currentUser(request);
        await change(app.db, user, request.params.id);
        return { message, cart: await getCart(app.db, user, requestLanguage(request)) };
      },
    );
  lineChange(
    'put',
    '/user/increment/:id',
    'One more pack of a product in the cart (id is the product id)',
    incrementLine,
    CART_MESSAGES.updated,
  );
  lineChange('put', '/user/decrement/:id', 'One pack fewer; at one pack the line is removed', decrementLine, CART_MESSAGES.updated);
  lineChange('delete', '/user/remove/:id', 'Remove a product from the cart', removeLine, CART_MESSAGES.removed);

  app.put(
    '/user/cart/:id',
    {
      schema: {
        tags,
        summary: 'Set the packs of a product already in the cart (to what her branch has left, say); id is the product id',
        security: bearerAuth,
        params: idParamsSchema,
        body: setCartQuantitySchema,
        response: changeResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setLineQuantity(app.db, user, request.params.id, request.body.quantity);
      return { message: CART_MESSAGES.updated, cart: await getCart(app.db, user, requestLanguage(request)) };
    },
  );

  app.get(
    '/user/getCarts',
    {
      schema: {
        tags,
        summary: 'The cart with current prices',
        security: bearerAuth,
        response: { 200: cartAnswerSchema, ...commonErrors },
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      return app.responseCache.send(
        request,
        reply,
        async () => ({ cart: await getCart(app.db, user, requestLanguage(request)) }),
        customerScope(user.id),
      );
    },
  );

  app.get(
    '/user/getCartItemCount',
    {
      schema: {
        tags,
        summary: 'The number of packs in the cart (for the top bar badge)',
        security: bearerAuth,
        response: { 200: countAnswerSchema, ...commonErrors },
      },
    },
    (request, reply) => {
      const { id } = currentUser(request);
      return app.responseCache.send(request, reply, async () => ({ count: await countPacks(app.db, id) }), customerScope(id));
    },
  );
};
