import type { PushPayload } from '@padstore/domain';
import { translator } from '../../lib/her-language.js';
import type { MessageKind, OutboxMessage } from '../outbox/outbox-message.js';

export type { PushPayload };

/** How long the push service keeps a message for a phone that is off, in seconds: past it, the news is stale. */
export const PUSH_TTL_SECONDS: Record<MessageKind, number> = {
  order_placed: 6 * 60 * 60,
  out_for_delivery: 2 * 60 * 60,
  delivered: 12 * 60 * 60,
  cancelled: 24 * 60 * 60,
  repeat_confirm: 2 * 24 * 60 * 60,
  refund: 3 * 24 * 60 * 60,
};

/** 'our rider is on the way', when the rider has no name on her account, begins as a title does. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The page a message is about: the order (its tracking while on the way), or the repeat order. */
export function pageOf(message: Pick<OutboxMessage, 'kind' | 'orderId' | 'repeatId'>): string {
  if (message.kind === 'repeat_confirm' && message.repeatId) return `/repeat-orders/${message.repeatId}`;
  if (!message.orderId) return message.repeatId ? `/repeat-orders/${message.repeatId}` : '/orders';
  return message.kind === 'out_for_delivery' ? `/track-order/${message.orderId}` : `/view-detail/${message.orderId}`;
}

/** What her phone shows for one message, in her language, from the variables written with it. */
export function pushPayloadOf(message: OutboxMessage): PushPayload {
  const language = message.language;
  const say = (key: string, values: Record<string, string> = {}) => translator.t(language, key, values);
  const vars = message.variables;
  const orderNumber = vars.orderNumber ?? '';
  const base = {
    url: pageOf(message),
    tag: message.orderId ? `order-${message.orderId}` : `repeat-${message.repeatId ?? message.id}`,
    lang: language,
  };
  switch (message.kind) {
    case 'order_placed':
      return { ...base, title: say('notification.placedTitle'), body: say('notification.placed', { orderNumber }) };
    case 'out_for_delivery': {
      const title = vars.rider
        ? capitalized(say('arrival.riderOnTheWay', { firstName: vars.rider }))
        : say('notification.outForDeliveryTitle');
      const body = vars.arrival
        ? say('push.outForDelivery', { orderNumber, arrival: vars.arrival })
        : say('notification.outForDelivery', { orderNumber });
      return { ...base, title, body };
    }
    case 'delivered':
      return { ...base, title: say('notification.deliveredTitle'), body: say('notification.delivered', { orderNumber }) };
    case 'cancelled':
      return { ...base, title: say('notification.cancelledTitle'), body: say('notification.cancelled', { orderNumber }) };
    case 'repeat_confirm':
      return {
        ...base,
        title: say('push.repeatConfirmTitle'),
        body: say('push.repeatConfirm', { day: vars.day ?? '' }),
        ...(message.repeatId
          ? {
              repeatId: message.repeatId,
              actions: [
                { action: 'confirm', title: say('push.confirm') },
                { action: 'skip', title: say('push.skip') },
              ],
              done: { confirm: say('push.confirmed'), skip: say('push.skipped') },
            }
          : {}),
      };
    case 'refund':
      return { ...base, title: say('push.refundTitle'), body: say('push.refund', { amount: vars.amount ?? '', orderNumber }) };
  }
}
