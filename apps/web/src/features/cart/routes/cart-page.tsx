import { useState } from 'react';
import { Link } from 'react-router';
import { cartDeliveryDate } from '@padstore/domain/delivery';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { formatArrival, formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { ProductImage } from '../../../components/product-image';
import { useCart, useChangeCartLine, type CartItem } from '../api/get-cart';
import { LineStock } from '../components/line-stock';
import { DeliverRegularly } from '../../repeats';
import { useCoupon } from '../api/apply-coupon';
import { CouponField } from '../components/coupon-field';
import { ORDER_MESSAGES, type OrderSummary } from '@padstore/domain';

function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const t = useT();
  const change = useChangeCartLine();
  const busy = change.isPending;
  const run = (kind: 'increment' | 'decrement') =>
    change.mutate({ change: kind, productId: item.productId._id }, { onError: (error) => notify.error(errorMessage(error)) });
  return (
    <li className="flex gap-4 py-4">
      <Link to={`/product/${item.productId._id}`} className="w-20 shrink-0 rounded-xl bg-brand-50 p-1 sm:w-24">
        <ProductImage image={item.productId.image} alt={item.productId.productName} size={96} />
      </Link>
      <div className="flex flex-1 flex-col gap-1">
        <Link to={`/product/${item.productId._id}`} className="font-semibold text-gray-900 hover:underline">
          {item.productId.productName}
        </Link>
        <p className="text-sm text-gray-600">
          {item.productId.size} · {t('{count} Pads per pack', { count: item.productId.quantityInEachPack })}
        </p>
        <p className="font-bold text-gray-900">{formatRupees(item.price)}</p>
        <LineStock item={item} />
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <div
            className="inline-flex items-center rounded-lg border border-gray-300"
            role="group"
            aria-label={t('Quantity of {productName}', { productName: item.productId.productName })}
          >
            {/* At one pack, minus is disabled: removing is the Remove button's job, with its confirmation. */}
            <button
              type="button"
              className="size-10 text-lg font-bold text-gray-700 disabled:text-gray-300"
              aria-label={t('One fewer')}
              disabled={busy || item.quantity <= 1}
              data-needs-app={`fewer:${item.productId._id}`}
              onClick={() => run('decrement')}
            >
              −
            </button>
            <span className="min-w-8 text-center font-semibold" aria-live="polite">
              {item.quantity}
            </span>
            {/* Past what her branch holds plus would be refused: the line's mark says how many are left. */}
            <button
              type="button"
              className="size-10 text-lg font-bold text-gray-700 disabled:text-gray-300"
              aria-label={t('One more')}
              disabled={busy || (item.availableQuantity !== null && item.quantity >= item.availableQuantity)}
              data-needs-app={`more:${item.productId._id}`}
              onClick={() => run('increment')}
            >
              +
            </button>
          </div>
          <Button variant="ghost" className="px-3 text-red-700" onClick={onRemove}>
            {t('Remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The cart's total, and with an offer applied its price, the discount and the new total at once. */
function CartTotal({ totalAmount, discounted }: { totalAmount: number; discounted: OrderSummary | undefined }) {
  const t = useT();
  return (
    <dl className="space-y-2" aria-live="polite">
      {discounted && discounted.discount > 0 && (
        <>
          <div className="flex justify-between text-sm">
            <dt className="text-gray-600">{t('Price')}</dt>
            <dd className="text-gray-900">{formatRupees(discounted.price)}</dd>
          </div>
          <div className="flex justify-between text-sm">
            <dt className="text-gray-600">{t('Discount')}</dt>
            <dd className="font-semibold text-green-700">−{formatRupees(discounted.discount)}</dd>
          </div>
        </>
      )}
      <div className="flex items-center justify-between text-lg">
        <dt className="font-semibold text-gray-900">{t('Total')}</dt>
        <dd className="font-extrabold text-gray-900">{formatRupees(discounted?.totalAmount ?? totalAmount)}</dd>
      </div>
    </dl>
  );
}

/** /cart: lines with plus, minus and remove, the total, the delivery date and the way to checkout. */
export function CartPage() {
  const t = useT();
  const now = new Date();
  const cart = useCart();
  // The discount is the server's, asked again whenever a line changes.
  const coupon = useCoupon(
    {},
    cart.data?.items.map((item) => [item.productId._id, item.quantity]),
  );
  const change = useChangeCartLine();
  const [removing, setRemoving] = useState<CartItem | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await change.mutateAsync({ change: 'remove', productId: removing.productId._id });
    } catch (error) {
      notify.error(errorMessage(error));
    }
    setRemoving(null);
  };

  return (
    <Page title={t('Cart')}>
      {cart.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : cart.isError ? (
        <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.refetch()} />
      ) : cart.data.items.length === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold text-gray-900">{t(ORDER_MESSAGES.cartEmpty)}</p>
          <Link to="/" className={buttonClass('primary', 'mt-5')}>
            {t('Shop Now')}
          </Link>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <Card>
            <ul className="divide-y divide-gray-200">
              {cart.data.items.map((item) => (
                <CartLine key={item.productId._id} item={item} onRemove={() => setRemoving(item)} />
              ))}
            </ul>
          </Card>
          <Card className="h-fit space-y-4">
            <CartTotal totalAmount={cart.data.totalAmount} discounted={coupon.summary} />
            <CouponField coupon={coupon} />
            <p className="text-sm text-gray-600">
              {t('Delivery {when}', { when: formatArrival(cartDeliveryDate(now), now) })} · {t(PAYMENT_MESSAGES.payOnDelivery)}
            </p>
            <Link to="/checkout" className={buttonClass('primary', 'w-full')}>
              {t('Proceed to Checkout')}
            </Link>
            <DeliverRegularly
              className="w-full"
              lines={cart.data.items.map((item) => ({
                productId: item.productId._id,
                productName: item.productId.productName,
                quantity: item.quantity,
              }))}
            />
          </Card>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('Remove Item?')}
        message={removing ? t('Remove {productName} from your cart?', { productName: removing.productId.productName }) : ''}
        confirmText={t('Yes')}
        cancelText={t('No')}
        busy={change.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
