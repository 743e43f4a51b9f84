import type { Product } from '@padstore/domain';

/** A Whisper XL pack as the catalog answers it, for component tests; what a test needs differently it overrides. */
export const testProduct = (id: string, productName: string, overrides: Partial<Product> = {}): Product => ({
  _id: id,
  productName,
  brand: { _id: 'b1', brandName: 'Whisper' },
  size: 'XL',
  price: 124,
  quantityInEachPack: 8,
  image: '',
  relatedImages: [],
  aboutThisItem: [],
  countryOfOrigin: 'India',
  availableProductQuantity: 3,
  ...overrides,
});
