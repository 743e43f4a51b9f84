import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { addToCart } from '../../cart';
import { dayText, repeatsQuery, useChangeRepeat } from '../../repeats';
import type { Notification } from '../api/notifications';

/**
 * The buttons beside a notification about one of her repeat orders: a reminder's one-tap Confirm, Skip
 * and Change (which opens the repeat), and 'Order now' for a delivery that was skipped or could not be
 * placed (its items go to the cart). Each also settles the notification (`onDone` marks it read).
 */
export function RepeatActions({ notification, onDone }: { notification: Notification; onDone: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const change = useChangeRepeat();
  const [ordering, setOrdering] = useState(false);
  const repeatId = notification.repeatId;
  if (!repeatId || !notification.repeatAction) return null;

  const act = async (action: 'confirm' | 'skip') => {
    try {
      const repeat = await change.mutateAsync({ id: repeatId, change: { action } });
      notify.success(
        action === 'confirm'
          ? t('Confirmed: your order comes on {day}', { day: dayText(repeat.nextDeliveryOn) })
          : t('Skipped. Next delivery {day}', { day: dayText(repeat.nextDeliveryOn) }),
      );
      await onDone();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const orderNow = async () => {
    setOrdering(true);
    try {
      const repeat = (await queryClient.fetchQuery(repeatsQuery)).find((each) => each._id === repeatId);
      if (!repeat) throw new Error(t('This repeat order has stopped'));
      for (const item of repeat.items) await addToCart({ productId: item.productId, quantity: item.quantity });
      await invalidateAll(queryClient, [queryKeys.cart, queryKeys.cartCount.all]);
      await onDone();
      navigate('/cart');
    } catch (error) {
      notify.error(errorMessage(error));
      setOrdering(false);
    }
  };

  const open = async () => {
    await onDone();
    navigate(`/repeat-orders/${repeatId}`);
  };

  if (notification.repeatAction === 'order-now')
    return (
      <div className="mt-2 flex">
        <Button className="px-4" busy={ordering} busyText={t('Adding...')} onClick={() => void orderNow()}>
          {t('Order now')}
        </Button>
      </div>
    );
  return (
    <div className="mt-2 grid grid-cols-3 gap-2">
      <Button className="px-2" disabled={change.isPending} onClick={() => void act('confirm')}>
        {t('Confirm')}
      </Button>
      <Button variant="secondary" className="px-2" disabled={change.isPending} onClick={() => void act('skip')}>
        {t('Skip')}
      </Button>
      <Button variant="secondary" className="px-2" onClick={() => void open()}>
        {t('Change')}
      </Button>
    </div>
  );
}
