export interface Product {
  _id: string;
  productName: string;
  brand: { _id: string; brandName: string };
  size: string;
  price: number;
  quantityInEachPack: number;
  image: string;
  relatedImages: string[];
  aboutThisItem: string[];
  countryOfOrigin?: string;
  availableProductQuantity: number;
  branchProductQuantity?: number | null;
}

export interface ProductPage {
  products: Product[];
  page: number;
  limit: number;
  total: number;
}

export interface ProductFilters {
  brand: string[];
  size: string[];
  minPrice?: number;
  maxPrice?: number;
}
