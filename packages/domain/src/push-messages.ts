/**
 * What a notification on her phone says (issue 48, decision record 032), besides the texts it shares
 * with the store's own notification list (`notification.placed` ...). The variables come from the
 * outbox message, decided when it was written: `orderNumber`; out for delivery also `rider` (her first
 * name) and `arrival` (the promise said by `sayArrival` in her language when the order left: 'today by
 * 4:40 PM', 'by 4:40 PM' for an express order, 'आज शाम 4:40 तक'); a repeat order `day`; a refund `amount`.
 */
export const PUSH_MESSAGES = {
  outForDelivery: (orderNumber: string, arrival: string) => `Your order ${orderNumber} is out for delivery and arrives ${arrival}.`,
  repeatConfirmTitle: 'Your repeat order needs your yes',
  repeatConfirm: (day: string) => `Your repeat order is due on ${day}. Confirm it to have it delivered, or skip this one.`,
  confirm: 'Confirm',
  skip: 'Skip',
  confirmed: 'Confirmed: your repeat order will be delivered',
  skipped: 'Skipped: this delivery will not come',
  refundTitle: 'Refund started',
  refund: (amount: string, orderNumber: string) => `The refund of ₹${amount} for your order ${orderNumber} has started.`,
  subscribed: 'This phone will be told about your orders',
  unsubscribed: 'This phone will no longer be told about your orders',
  subscriptionInvalid: 'This is not a notification subscription a browser gives',
  pushOff: 'This shop does not send notifications',
} as const;

/** The shop's own question before the browser's, and her profile's switch (web, decision record 032). */
export const PUSH_ASK_MESSAGES = {
  askTitle: 'Get order updates on this phone?',
  askBody: 'We will tell you when your order is on its way, when it arrives, and when a repeat order needs your yes. Nothing else.',
  allow: 'Yes, tell me',
  refuse: 'No, thanks',
  profileTitle: 'Notifications on this phone',
  profileOn: 'On: this phone is told about your orders.',
  profileOff: 'Off: this phone is not told about your orders.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  blocked: 'Notifications for this shop are blocked in your browser. Allow them in the browser’s site settings, then turn them on here.',
  unsupported: 'This browser cannot show notifications from the shop.',
  turningOn: 'Turning on...',
  turningOff: 'Turning off...',
  couldNotTurnOn: 'Could not turn on notifications. Please try again.',
  couldNotTurnOff: 'Could not turn off notifications. Please try again.',
} as const;

/** A button of the notification, where the browser shows them (Chrome on Android and computers). */
export interface PushAction {
  action: 'confirm' | 'skip';
  title: string;
}

/**
 * What the service worker is sent, encrypted for her device: everything it shows, in her language, and
 * where a tap leads. The worker knows no texts of its own.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, a path on the store's own origin. */
  url: string;
  /** One notification per order or repeat in her tray: a newer one replaces the older. */
  tag: string;
  lang: 'en' | 'hi';
  actions?: PushAction[];
  /** For the buttons: the repeat order they confirm or skip, and what the worker says once done. */
  repeatId?: string;
  done?: { confirm: string; skip: string };
}
