import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../constants.js';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const quantityField = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);

/** `POST user/addtocart/{id}`: how many packs to add, 1 when not said. */
export const addToCartSchema = z
  .object({ quantity: quantityField.optional() })
  .nullish()
  .transform((body) => ({ quantity: body?.quantity ?? 1 }));

/** `PUT user/cart/{id}`: the packs a cart line should hold (the one-tap fix sets it to what is left). */
export const setCartQuantitySchema = z.object({ quantity: quantityField });
