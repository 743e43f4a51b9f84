import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ProductImage } from '../../../components/product-image';
import type { OrderItem } from '../api/types';

/** One product of an order; the picture and name open the product page. */
export function OrderItemRow({ item, children }: { item: OrderItem; children?: ReactNode }) {
  const t = useT();
  return (
    <li className="flex gap-3 py-3">
      <Link to={`/product/${item._id}`} className="w-16 shrink-0 rounded-lg bg-brand-50 p-1">
        <ProductImage image={item.productImage} alt={item.productName} size={64} />
      </Link>
      <div className="flex-1">
        <Link to={`/product/${item._id}`} className="font-medium text-gray-900 hover:underline">
          {item.productName}
        </Link>
        <p className="text-sm text-gray-600">
          {t('{count} Pads per pack', { count: item.quantityInEachPack })} · {formatRupees(item.price)} × {item.quantity}
        </p>
        {children}
      </div>
    </li>
  );
}
