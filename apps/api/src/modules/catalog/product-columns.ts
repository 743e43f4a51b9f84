import { brands, products } from '../../db/schema.js';

/** The columns a product is answered from (its search text aside), with its brand's name. */
export const productColumns = {
  id: products.id,
  productName: products.productName,
  productNameHi: products.productNameHi,
  descriptionHi: products.descriptionHi,
  brandId: products.brandId,
  size: products.size,
  pricePaise: products.pricePaise,
  quantityInEachPack: products.quantityInEachPack,
  images: products.images,
  aboutThisItem: products.aboutThisItem,
  hidden: products.hidden,
  countryOfOrigin: products.countryOfOrigin,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  version: products.version,
  createdAt: products.createdAt,
  brandName: brands.brandName,
};

export type ProductRow = Omit<typeof products.$inferSelect, 'searchName' | 'searchAbout'> & { brandName: string };
