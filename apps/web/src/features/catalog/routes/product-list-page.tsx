import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useBrands } from '../api/get-brands';
import { useInfiniteProducts } from '../api/get-product-pages';
import { useSizes } from '../api/get-sizes';
import { FilterMenu } from '../components/filter-menu';
import { useFiltersInUrl } from '../components/filters-in-url';
import { listingProductFilters } from '../components/listing-filters';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

/**
 * /all-products and /all-products/{brandId}: the listing with its filter menu and endless scrolling;
 * `/all-products?q=...` is the search's results, the same listing with its filters.
 */
export function ProductListPage() {
  const t = useT();
  const { id: brandId } = useParams();
  const [filters, setFilters] = useFiltersInUrl();
  const [menuOpen, setMenuOpen] = useState(false);
  const brands = useBrands();
  const sizes = useSizes();
  const brand = brands.data?.find((item) => item._id === brandId);
  const effectiveFilters = listingProductFilters(filters, brandId);
  const products = useInfiniteProducts(effectiveFilters, brandId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  const menuId = useId();
  // The menu's fields start from the filters in the address whenever they change.
  const filterKey = JSON.stringify(filters);
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];

  // The next page loads when the end of the list comes within 200 px of the screen, while the
  // last page came back full. The mark watched sits after the list, and a fresh observer watches it
  // each time the list changes (a page added, filters applied or cleared): it answers at once when the
  // mark is already in view, and a list replaced under it cannot leave it watching nothing.
  const endOfList = useRef<HTMLDivElement>(null);
  const mayLoadMore = Boolean(hasNextPage) && !isFetchingNextPage;
  const listVersion = products.data;
  useEffect(() => {
    const mark = endOfList.current;
    if (!mark || !mayLoadMore || !listVersion) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void fetchNextPage();
        }
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, [mayLoadMore, fetchNextPage, listVersion]);
  const activeCount =
    effectiveFilters.brand.length +
    effectiveFilters.size.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);
  const title = filters.q
    ? t('Results for "{q}"', { q: filters.q })
    : brand
      ? t('{brand} products', { brand: brand.brandName })
      : t('All Products');

  return (
    <Page
      title={title}
      compact
      subheading={
        <p className="text-sm text-gray-600" aria-live="polite">
          {products.data ? t('{count} products', { count: products.data.pages[0]?.total ?? 0 }) : ' '}
        </p>
      }
      aside={
        <>
          <Button variant="secondary" popoverTarget={menuId} aria-controls={menuId} aria-expanded={menuOpen} aria-haspopup="dialog">
            {t('Filters')}
            {activeCount ? ` (${activeCount})` : ''}
          </Button>
          {/* In the page from the first paint: the button opens it without the app (see FilterMenu). */}
          <FilterMenu
            key={filterKey}
            id={menuId}
            action={brandId ? `/all-products/${brandId}` : '/all-products'}
            filters={filters}
            brands={brands.data ?? []}
            sizes={sizes.data ?? []}
            showBrands={!brandId}
            onToggle={setMenuOpen}
            onApply={setFilters}
          />
        </>
      }
    >
      {products.isPending ? (
        <ProductGridSkeleton count={8} />
      ) : products.isError ? (
        <ErrorState message={errorMessage(products.error)} onRetry={() => setFilters({ brand: [], size: [] })} />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-600">
          <p>{t('No data found')}</p>
          {filters.q && brands.data && brands.data.length > 0 && (
            // A search that found nothing offers the brands instead.
            <nav aria-label={t('Brands')} className="mt-4">
              <p className="text-sm">{t('Try a brand:')}</p>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {brands.data.map((item) => (
                  <li key={item._id}>
                    <Link
                      to={`/all-products/${item._id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {item.brandName}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      ) : (
        <>
          <ProductGrid products={items} leadsPage />
          <div ref={endOfList} aria-hidden="true" />
          {isFetchingNextPage && (
            <div className="mt-5">
              <ProductGridSkeleton count={4} />
            </div>
          )}
        </>
      )}
    </Page>
  );
}
