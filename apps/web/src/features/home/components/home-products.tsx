import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_GRID_SIZE } from '@padstore/domain/constants';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { BrandCarousel, ProductGrid, ProductGridSkeleton, useBrands, useProductGrid } from '../../catalog';

/** The brand carousel and the grid of at most 8 products, of the chosen brand or of all. */
export function HomeProducts() {
  const t = useT();
  const [brandId, setBrandId] = useState<string | null>(null);
  const brands = useBrands();
  const products = useProductGrid(brandId);
  const items = (products.data?.products ?? []).slice(0, HOME_GRID_SIZE);

  return (
    <section aria-labelledby="products-heading" className="render-near-screen mx-auto max-w-6xl space-y-5 px-4 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="products-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
          {t('Shop by brand')}
        </h2>
        <Link to={brandId ? `/all-products/${brandId}` : '/all-products'} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('See all')}
        </Link>
      </div>
      {brands.isPending ? (
        <Skeleton className="h-28 w-full rounded-2xl" />
      ) : (
        <BrandCarousel brands={brands.data ?? []} selectedId={brandId} onSelect={setBrandId} />
      )}
      {products.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center">
          <p className="font-semibold text-gray-900">{t('No Products Available')}</p>
          <p className="mt-1 text-gray-600">
            {brandId
              ? t('No products found for this brand at the moment.')
              : t("We're currently updating our product catalog. Please check back soon!")}
          </p>
        </div>
      ) : (
        <ProductGrid products={items} disableAddForGuests />
      )}
    </section>
  );
}
