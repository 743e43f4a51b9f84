import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import type { Product } from '../api/types';
import { ProductImage } from '../../../components/product-image';
import { ProductButtons } from './product-buttons';
import { StockNote, stockNote } from './stock-note';

interface ProductCardProps {
  product: Product;
  signedIn: boolean;
  adding: boolean;
  onAdd: (productId: string) => void;
  onBuy: (productId: string) => void;
  /** On the home page a guest's Add to Cart is disabled rather than sending them to register. */
  disableAddForGuests?: boolean;
  priority?: boolean;
}

export function ProductCard({ product, signedIn, adding, onAdd, onBuy, disableAddForGuests = false, priority = false }: ProductCardProps) {
  const outOfStock = stockNote(product) === 'Out of stock';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/product/${product._id}`} className="block bg-brand-50 p-3">
        <ProductImage image={product.image} alt={product.productName} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.brand.brandName}</p>
        <h3 className="font-semibold text-gray-900">
          <Link to={`/product/${product._id}`} className="hover:underline">
            {product.productName}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">
          {product.size} · {product.quantityInEachPack} Pads per pack
        </p>
        <p className="mt-1 text-lg font-bold text-gray-900">{formatRupees(product.price)}</p>
        <StockNote product={product} />
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <ProductButtons
            productId={product._id}
            signedIn={signedIn}
            outOfStock={outOfStock}
            adding={adding}
            onAdd={() => onAdd(product._id)}
            onBuy={() => onBuy(product._id)}
            disableAddForGuests={disableAddForGuests}
            className="flex-1 px-3 whitespace-nowrap"
          />
        </div>
      </div>
    </article>
  );
}
