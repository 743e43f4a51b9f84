import type { PictureLoad } from '../../../components/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import type { Product } from '../api/types';
import { ProductCard } from './product-card';
import { useProductActions } from './use-product-actions';

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4" role="status" aria-label={t('Loading products')}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-32 rounded-2xl sm:h-80" />
      ))}
    </div>
  );
}

interface ProductGridProps {
  products: Product[];
  disableAddForGuests?: boolean;
  /** The first card's picture is the largest thing on the page's first screen (the listing's). */
  leadsPage?: boolean;
}

/** The first two cards' pictures are fetched at once (the first before everything else when it leads the page), the others near the screen. */
const cardPictureLoad = (index: number, leadsPage: boolean): PictureLoad =>
  index === 0 && leadsPage ? 'largest' : index < 2 ? 'first-screen' : 'lazy';

export function ProductGrid({ products, disableAddForGuests, leadsPage = false }: ProductGridProps) {
  const actions = useProductActions();
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {products.map((product, index) => (
        // Cards away from the screen are not laid out or painted until they come near it (meanwhile at the least
        // height they have: a phone's row, a larger screen's card; theme.css says why never more).
        <li key={product._id} className="render-near-screen [contain-intrinsic-size:auto_128px] sm:[contain-intrinsic-size:auto_410px]">
          <ProductCard
            product={product}
            signedIn={actions.signedIn}
            adding={actions.addingId === product._id}
            onAdd={(id) => void actions.addToCart(id)}
            onBuy={actions.buyNow}
            disableAddForGuests={disableAddForGuests}
            load={cardPictureLoad(index, leadsPage)}
          />
        </li>
      ))}
    </ul>
  );
}
