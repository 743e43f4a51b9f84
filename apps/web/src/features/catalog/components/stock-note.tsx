import { CART_MESSAGES } from '@padstore/domain/messages';
import { LOW_STOCK_AT } from '@padstore/domain/stock';
import { useT } from '../../../lib/i18n';
import type { Product } from '../api/types';

type StockOf = Pick<Product, 'branchProductQuantity' | 'availableProductQuantity'>;

/** Packs left at the customer's branch (or in all, for guests); null where her branch is not known to hold it. */
function packsLeft(product: StockOf): number | null {
  return product.branchProductQuantity ?? (product.branchProductQuantity === null ? null : product.availableProductQuantity);
}

/** 'Only N left' at five or fewer, 'Out of stock' at none, for the customer's branch (or all, for guests), in English. */
export function stockNote(product: StockOf): string | null {
  const left = packsLeft(product);
  if (left === null) return null;
  if (left <= 0) return CART_MESSAGES.outOfStock;
  if (left <= LOW_STOCK_AT) return CART_MESSAGES.onlyLeft(left);
  return null;
}

export const isOutOfStock = (product: StockOf): boolean => stockNote(product) === CART_MESSAGES.outOfStock;

export function StockNote({ product }: { product: Product }) {
  const t = useT();
  const left = packsLeft(product);
  if (left === null || left > LOW_STOCK_AT) return null;
  if (left <= 0) return <p className="text-sm font-semibold text-red-600">{t(CART_MESSAGES.outOfStock)}</p>;
  return <p className="text-sm font-semibold text-amber-700">{t(CART_MESSAGES.onlyLeft(left))}</p>;
}
