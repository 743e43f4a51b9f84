import { Link, useLocation } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useCartLines } from '../api/cart-lines';

/** Screens where the bar would only repeat what is on them, or has no business: the cart, checkout, the console. */
const NO_BAR = /^\/(cart|checkout|admin)(\/|$)/;

/**
 * On a phone, while her cart holds something: a bar fixed at the bottom of the screen, '2 items · ₹248 ·
 * View cart', taking her to the cart. A spacer of its height ends the page, so nothing is hidden behind it.
 */
export function CartBar() {
  const t = useT();
  const { pathname } = useLocation();
  const cart = useCartLines().data;
  if (!cart || cart.items.length === 0 || NO_BAR.test(pathname)) return null;
  const packs = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="md:hidden">
      <div aria-hidden="true" className="h-20" />
      <div className="fixed inset-x-0 bottom-0 z-30 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <Link
          to="/cart"
          data-testid="cart-bar"
          className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 text-white shadow-lg"
        >
          <span className="flex items-center gap-2 text-sm font-semibold">
            <CartIcon className="size-5" />
            {packs === 1 ? t('{count} item', { count: packs }) : t('{count} items', { count: packs })} · {formatRupees(cart.totalAmount)}
          </span>
          <span className="text-sm font-bold">{t('View cart')} ›</span>
        </Link>
      </div>
    </div>
  );
}
