import { LOW_STOCK_AT } from '@padstore/domain/stock';
import type { Product } from '../api/types';

/** 'Only N left' at five or fewer, 'Out of stock' at none, for the customer's branch (or all, for guests). */
export function stockNote(product: Pick<Product, 'branchProductQuantity' | 'availableProductQuantity'>): string | null {
  const left = product.branchProductQuantity ?? (product.branchProductQuantity === null ? null : product.availableProductQuantity);
  if (left === null) return null;
  if (left <= 0) return 'Out of stock';
  if (left <= LOW_STOCK_AT) return `Only ${left} left`;
  return null;
}

export function StockNote({ product }: { product: Product }) {
  const note = stockNote(product);
  if (!note) return null;
  return <p className={`text-sm font-semibold ${note === 'Out of stock' ? 'text-red-600' : 'text-amber-700'}`}>{note}</p>;
}
