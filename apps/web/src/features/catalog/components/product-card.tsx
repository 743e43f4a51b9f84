import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { Product } from '../api/types';
import { type PictureLoad, ProductImage } from '../../../components/product-image';
import { ProductButtons } from './product-buttons';
import { isOutOfStock, StockNote } from './stock-note';

interface ProductCardProps {
  product: Product;
  signedIn: boolean;
  adding: boolean;
  onAdd: (productId: string) => void;
  onBuy: (productId: string) => void;
  /** On the home page a guest's Add to Cart is disabled rather than sending them to register. */
  disableAddForGuests?: boolean;
  load?: PictureLoad;
}

/**
 * A product in a grid. On a phone it is a row (picture beside name, pack, price and the buttons side by
 * side), so that four of them fit a 360 x 740 screen; from the small breakpoint up it is a card.
 */
export function ProductCard({ product, signedIn, adding, onAdd, onBuy, disableAddForGuests = false, load = 'lazy' }: ProductCardProps) {
  const t = useT();
  const outOfStock = isOutOfStock(product);
  return (
    <article className="flex h-full overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-col">
      <Link to={`/product/${product._id}`} className="block w-24 shrink-0 self-start bg-brand-50 p-2 sm:w-auto sm:self-auto sm:p-3">
        <ProductImage image={product.image} alt={product.productName} load={load} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col px-2.5 py-2 sm:gap-1 sm:p-4">
        {/* On a phone's row the picture and the name say the brand. */}
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase max-sm:sr-only">{product.brand.brandName}</p>
        <h3 className="line-clamp-2 text-sm leading-5 font-semibold text-gray-900 sm:text-base">
          <Link to={`/product/${product._id}`} className="hover:underline">
            {product.productName}
          </Link>
        </h3>
        <p className="text-xs leading-4 text-gray-600 sm:text-sm">
          {product.size} · {t('{count} Pads per pack', { count: product.quantityInEachPack })}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-2 sm:flex-col sm:gap-1">
          <p className="leading-6 font-bold text-gray-900 sm:mt-1 sm:text-lg">{formatRupees(product.price)}</p>
          <StockNote product={product} />
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1.5 sm:flex sm:flex-wrap sm:pt-3">
          <ProductButtons
            productId={product._id}
            signedIn={signedIn}
            outOfStock={outOfStock}
            adding={adding}
            onAdd={() => onAdd(product._id)}
            onBuy={() => onBuy(product._id)}
            disableAddForGuests={disableAddForGuests}
            stock={product.branchProductQuantity}
            className="min-w-0 px-2 whitespace-nowrap sm:flex-1 sm:px-3"
          />
        </div>
      </div>
    </article>
  );
}
