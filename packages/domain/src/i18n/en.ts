import {
  ARRIVAL_MESSAGES,
  CART_MESSAGES,
  DELIVERY_MESSAGES,
  MESSAGES,
  MY_DATA_TEXTS,
  NOTIFICATION_MESSAGES,
  OFFLINE_MESSAGES,
  PAYMENT_MESSAGES,
  REVIEW_MESSAGES,
} from '../messages.js';
import { FOOTER_TAGLINE } from '../constants.js';
import { MY_DATA_CODES, MY_DATA_FIELDS, MY_DATA_PAGE_TEXTS, MY_DATA_SECTIONS } from '../my-data-page.js';
import { CYCLE_MESSAGES } from '../cycle.js';
import { DELIVERY_TYPE_LABELS } from '../delivery.js';
import { ORDER_BACK_REASONS } from '../floor.js';
import { ORDER_REFUSALS, ORDER_STATUS_LABELS } from '../order-status.js';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_TEXT } from '../privacy.js';
import { PUSH_ASK_MESSAGES, PUSH_MESSAGES } from '../push-messages.js';
import { REPEAT_MESSAGES } from '../repeats.js';
import { QUANTITY_MESSAGE } from '../schemas/cart.js';
import { CATALOG_MESSAGES } from '../schemas/catalog.js';
import { COMPLAINT_MESSAGES, COMPLAINT_STATUS_LABELS } from '../schemas/complaint.js';
import { CANCEL_REASONS, ORDER_MESSAGES } from '../schemas/order.js';
import { OFFER_MESSAGES } from '../schemas/offer.js';
import { SEARCH_MESSAGES } from '../schemas/search.js';

/** The offers' texts she meets (applying a code, placing with one); the rest of OFFER_MESSAGES is the console's. */
const {
  applied,
  unknown,
  paused,
  expired,
  belowMinimum,
  alreadyUsed,
  firstOrderOnly,
  notForPinCode,
  usedUp,
  totalChanged,
  codeRequired,
  codeFormat,
  codeTooLong,
} = OFFER_MESSAGES;
const CUSTOMER_OFFER_MESSAGES = {
  applied,
  unknown,
  paused,
  expired,
  belowMinimum,
  alreadyUsed,
  firstOrderOnly,
  notForPinCode,
  usedUp,
  totalChanged,
  codeRequired,
  codeFormat,
  codeTooLong,
};

/**
 * The English catalog, made from the domain's message constants, which stay the source (the
 * specification's words): the key of a text is its group and its name (`cart.onlyLeft`). A text with
 * values is an ICU message (Lingui's format: `Only {left} left`), found by calling it with its
 * placeholders; one that changes with a number is an ICU plural made from its forms.
 * Only what a customer reads is here; the staff's texts (console, floor, rider) stay English for now.
 */
const GROUPS = {
  messages: MESSAGES,
  delivery: DELIVERY_MESSAGES,
  cart: { ...CART_MESSAGES, quantity: QUANTITY_MESSAGE },
  arrival: ARRIVAL_MESSAGES,
  payment: PAYMENT_MESSAGES,
  review: REVIEW_MESSAGES,
  myData: MY_DATA_TEXTS,
  myDataPage: MY_DATA_PAGE_TEXTS,
  myDataSection: MY_DATA_SECTIONS,
  myDataField: MY_DATA_FIELDS,
  myDataCode: MY_DATA_CODES,
  order: ORDER_MESSAGES,
  orderRefusal: ORDER_REFUSALS,
  complaint: COMPLAINT_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  catalog: CATALOG_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  repeat: REPEAT_MESSAGES,
  push: PUSH_MESSAGES,
  pushAsk: PUSH_ASK_MESSAGES,
  cycle: CYCLE_MESSAGES,
  orderStatus: ORDER_STATUS_LABELS,
  deliveryType: DELIVERY_TYPE_LABELS,
  cancelReason: { ...CANCEL_REASONS },
  notDeliveredReason: ORDER_BACK_REASONS,
  complaintStatus: COMPLAINT_STATUS_LABELS,
  privacyNotice: { text: PRIVACY_NOTICE_TEXT },
  offline: OFFLINE_MESSAGES,
  store: { footerTagline: FOOTER_TAGLINE },
  offer: CUSTOMER_OFFER_MESSAGES,
  search: { tooLong: SEARCH_MESSAGES.tooLong },
} as const;

/** The names of the values of each text that takes some, in the order of its parameters. */
export const PLACEHOLDERS: Record<string, readonly string[]> = {
  'delivery.notDelivered': ['pinCode'],
  'delivery.delivered': ['pinCode'],
  'delivery.promiseAt': ['pinCode'],
  'delivery.notDeliveringYet': ['pinCode'],
  'cart.onlyLeft': ['left'],
  'cart.takeWhatIsLeft': ['left'],
  'cart.allLeftInCart': ['left'],
  'arrival.arriving': ['when'],
  'arrival.deliveryWhen': ['when'],
  'arrival.minutesToGo': ['count'],
  'arrival.late': ['when'],
  'arrival.riderOnTheWay': ['firstName'],
  'arrival.toPay': ['amount'],
  'arrival.paid': ['amount'],
  'payment.paidByUpi': ['reference'],
  'payment.paidOnlineByUpi': ['paymentId'],
  'payment.paidOnlineByCard': ['paymentId'],
  'payment.paidOnline': ['paymentId'],
  'payment.refundStarted': ['rupees'],
  'payment.released': ['minutes'],
  'notification.placed': ['orderNumber'],
  'notification.confirmed': ['orderNumber'],
  'notification.packed': ['orderNumber'],
  'notification.outForDelivery': ['orderNumber'],
  'notification.delivered': ['orderNumber'],
  'notification.cancelled': ['orderNumber'],
  'notification.notDelivered': ['orderNumber', 'reason'],
  'notification.complaintRegistered': ['ticket'],
  'notification.complaintAcknowledged': ['ticket'],
  'notification.complaintResolved': ['ticket', 'reply'],
  'push.outForDelivery': ['orderNumber', 'arrival'],
  'push.repeatConfirm': ['day'],
  'push.refund': ['amount', 'orderNumber'],
  'repeat.reminder': ['what', 'day', 'amount', 'ask'],
  'repeat.notPlaced': ['day', 'why', 'next'],
  'repeat.tooManyRepeats': ['limit'],
  'order.tooManyOpenOrders': ['limit'],
  'order.tooManyOpenPacks': ['limit'],
  'order.tooManyOpenOrdersAtDoor': ['limit'],
  'order.tooManyOpenPacksAtDoor': ['limit'],
  'offer.belowMinimum': ['short', 'minimum'],
  'offer.totalChanged': ['total'],
};

/** Texts that change with a number: an ICU plural of their text for one and for any other count. */
const PLURALS = new Set(['arrival.minutesToGo']);

export type Catalog = Record<string, string>;

/** An English text as the API writes it: its key, and its values' places as `{name}` (for finding its key again). */
export interface EnglishForm {
  key: string;
  text: string;
  /** Values the text stands for without places in it: the form for one of a plural is `count: 1`. */
  values?: Record<string, number>;
}
export const ENGLISH_FORMS: EnglishForm[] = [];
/** Texts left out of the catalog for want of their placeholders' names (i18n.test.ts wants none). */
export const CATALOG_PROBLEMS: string[] = [];
/** Every text and text-making function the catalog is made from (coverage.test.ts walks the domain's messages against it). */
export const CATALOG_SOURCES = new Set<unknown>();

function build(): Catalog {
  const catalog: Catalog = {};
  for (const [group, texts] of Object.entries(GROUPS)) {
    for (const [name, text] of Object.entries(texts as Record<string, string | ((...values: never[]) => string)>)) {
      const key = `${group}.${name}`;
      CATALOG_SOURCES.add(text);
      if (typeof text === 'string') {
        catalog[key] = text;
        ENGLISH_FORMS.push({ key, text });
        continue;
      }
      const names = PLACEHOLDERS[key];
      // Never a reason for the store not to start: the text stays English, and the test names it.
      if (!names || names.length !== text.length) {
        CATALOG_PROBLEMS.push(`${key} needs the names of its ${text.length} values in PLACEHOLDERS`);
        continue;
      }
      const placed = (text as (...values: string[]) => string)(...names.map((value) => `{${value}}`));
      if (PLURALS.has(key)) {
        const one = (text as (count: number) => string)(1);
        catalog[key] = `{count, plural, one {${one}} other {${placed.replace('{count}', '#')}}}`;
        ENGLISH_FORMS.push({ key, text: one, values: { count: 1 } }, { key, text: placed });
      } else {
        catalog[key] = placed;
        ENGLISH_FORMS.push({ key, text: placed });
      }
    }
  }
  return catalog;
}

export const en: Catalog = build();
