import { z } from 'zod';

export const cartItemSchema = z.object({
  productId: z.object({
    _id: z.string(),
    productName: z.string(),
    image: z.string(),
    size: z.string(),
    quantityInEachPack: z.number(),
  }),
  price: z.number(),
  quantity: z.number(),
  /** Packs the branch serving her saved pin code holds; null when no open branch serves it. */
  availableQuantity: z.number().int().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), totalAmount: z.number() });
export type Cart = z.infer<typeof cartSchema>;

export const cartAnswerSchema = z.object({ cart: cartSchema });
/** Adding, plus, minus and remove answer the cart as it now is. */
export const cartChangeAnswerSchema = z.object({ message: z.string(), cart: cartSchema });
export type CartChangeAnswer = z.infer<typeof cartChangeAnswerSchema>;

export type CartAnswer = z.infer<typeof cartAnswerSchema>;
