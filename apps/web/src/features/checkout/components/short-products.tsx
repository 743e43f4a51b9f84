import { useLocation } from 'react-router';
import { z } from 'zod';
import { shortProductSchema } from '@padstore/domain/answers';
import { CART_MESSAGES } from '@padstore/domain/messages';
import { leftNote } from '@padstore/domain/stock';
import { useT } from '../../../lib/i18n';

/**
 * The products placing the order found short, as its refusal named them. They come in this visit's
 * router state, not in the address: they are true of that refusal only, so a link or a bookmark must not
 * carry them into another day, and what she buys does not belong in addresses kept in history and logs.
 * History state can hold anything, so it is read through the refusal's own schema.
 */
const refusalStateSchema = z.object({ shortProducts: z.array(shortProductSchema) });

/** The products short, each with what is left; nothing when the page was opened without a refusal. */
export function ShortProducts() {
  const t = useT();
  const shortProducts = refusalStateSchema.safeParse(useLocation().state).data?.shortProducts ?? [];
  if (shortProducts.length === 0) return null;
  return (
    <section aria-labelledby="short-products" className="mt-6 rounded-2xl border border-amber-200 bg-white p-4 text-left">
      <h2 id="short-products" className="font-bold text-gray-900">
        {t(CART_MESSAGES.shortListTitle)}
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {shortProducts.map((product) => (
          <li key={product.productId} className="flex items-baseline justify-between gap-3 py-2">
            <span className="text-gray-900">{product.productName}</span>
            <span className={`shrink-0 text-sm font-semibold ${product.available > 0 ? 'text-amber-800' : 'text-red-700'}`}>
              {t(leftNote(product.available))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
