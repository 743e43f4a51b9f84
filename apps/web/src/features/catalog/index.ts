/** What the catalog feature shares: brands, sizes, products and the way they are shown. */
export { useBrands } from './api/get-brands';
export { useSizes } from './api/get-sizes';
export { useProduct } from './api/get-product';
export { useProductGrid } from './api/get-products';
export { parseListingFilters } from './components/listing-filters';
export { BrandCarousel } from './components/brand-carousel';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductsById } from './components/products-by-id';
