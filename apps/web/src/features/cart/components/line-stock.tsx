import { CART_MESSAGES } from '@padstore/domain/messages';
import { shortNote } from '@padstore/domain/stock';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useChangeCartLine, type CartItem } from '../api/get-cart';
import { useSetLineQuantity } from '../api/set-line-quantity';

/**
 * The mark of a line her branch cannot fill ('Only 2 left', 'Out of stock') with its one-tap fix: take
 * the packs left, or drop the line when none are. Nothing for a line it can fill.
 */
export function LineStock({ item }: { item: CartItem }) {
  const t = useT();
  const setQuantity = useSetLineQuantity();
  const change = useChangeCartLine();
  const note = shortNote(item.quantity, item.availableQuantity);
  if (!note || item.availableQuantity === null) return null;
  const left = item.availableQuantity;
  const productId = item.productId._id;
  const onError = (error: Error) => notify.error(errorMessage(error));
  const fix = () =>
    left > 0 ? setQuantity.mutate({ productId, quantity: left }, { onError }) : change.mutate({ change: 'remove', productId }, { onError });
  return (
    <div
      className={`mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg py-1 pr-1 pl-3 ${left > 0 ? 'bg-amber-50 text-amber-800' : 'bg-red-50 text-red-700'}`}
    >
      <p className="flex-1 text-sm font-semibold whitespace-nowrap">{t(note)}</p>
      <Button
        variant="secondary"
        className="px-3"
        busy={setQuantity.isPending || change.isPending}
        data-needs-app={`fix:${productId}`}
        onClick={fix}
      >
        {left > 0 ? t(CART_MESSAGES.takeWhatIsLeft(left)) : t(CART_MESSAGES.removeUnavailable)}
      </Button>
    </div>
  );
}
