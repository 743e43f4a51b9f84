import { z } from 'zod';

export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  brand: z.object({ _id: z.string(), brandName: z.string() }),
  size: z.string(),
  price: z.number(),
  quantityInEachPack: z.number(),
  image: z.string(),
  relatedImages: z.array(z.string()),
  aboutThisItem: z.array(z.string()),
  countryOfOrigin: z.string(),
  availableProductQuantity: z.number(),
  /** Signed-in customers only: the packs of the branch serving their pin code, null when none serves it. */
  branchProductQuantity: z.number().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListAnswerSchema = z.object({
  products: z.array(productSchema),
  data: z.array(productSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type ProductList = z.infer<typeof productListAnswerSchema>;

export const productAnswerSchema = z.object({ product: productSchema });
export const productsAnswerSchema = z.object({ data: z.array(productSchema) });

export const brandSchema = z.object({ _id: z.string(), id: z.string(), brandName: z.string(), image: z.string() });
export type Brand = z.infer<typeof brandSchema>;
export const brandsAnswerSchema = z.object({ data: z.array(brandSchema) });

export const sizesAnswerSchema = z.object({ sizes: z.array(z.string()) });

export type ProductAnswer = z.infer<typeof productAnswerSchema>;
export type ProductsAnswer = z.infer<typeof productsAnswerSchema>;
export type BrandsAnswer = z.infer<typeof brandsAnswerSchema>;
export type SizesAnswer = z.infer<typeof sizesAnswerSchema>;
