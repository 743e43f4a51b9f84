// What she is told about her orders: their arrival, her payment, her notifications, her reviews. A module
// of its own (messages.ts names them too): a page's first load says none of them, and the pages' bundler
// places code by module.

/** How her order's arrival is told to her: the window (delivery.ts decides which), the countdown, the rider. */
export const ARRIVAL_MESSAGES = {
  /** `when` is said by `sayArrival` (arrival.ts) in her language: 'Arriving today by 9 PM', 'आज रात 9 बजे तक पहुँचेगा'. */
  arriving: (when: string) => `Arriving ${when}`,
  /** The cart's and checkout's line: 'Delivery tomorrow by 9 PM'. */
  deliveryWhen: (when: string) => `Delivery ${when}`,
  minutesToGo: (minutes: number) => (minutes === 1 ? '1 minute to go' : `${minutes} minutes to go`),
  late: (when: string) => `Running late: it was due ${when}. Sorry for the wait.`,
  riderOnTheWay: (firstName: string) => `${firstName} is on the way`,
  onTheWay: 'Your order is on the way',
  toPay: (amount: string) => `${amount} to pay on delivery, by cash or UPI`,
  paid: (amount: string) => `Paid ${amount}`,
} as const;

/** How she pays: on delivery, in cash or by UPI to the rider; and what her order and bill say once she has. */
export const PAYMENT_MESSAGES = {
  /** The specification's payment method, until the rider records how she paid. */
  cashOnDelivery: 'Cash on Delivery',
  paidInCash: 'Paid in cash on delivery',
  paidByUpi: (reference: string) => `Paid by UPI (ref ${reference})`,
  payOnDelivery: 'Pay on delivery: cash or UPI',
  payOnDeliveryHint: 'Pay the rider in cash or by UPI when your order arrives. There is nothing to pay now.',
  keepReady: 'Please keep cash or your UPI app ready.',
  /** Paid online (issue 47): by UPI or card, with the gateway's id of the payment. */
  paidOnlineByUpi: (paymentId: string) => `Paid by UPI (${paymentId})`,
  paidOnlineByCard: (paymentId: string) => `Paid by card (${paymentId})`,
  paidOnline: (paymentId: string) => `Paid online (${paymentId})`,
  awaitingPayment: 'Waiting for your payment',
  collectNothing: 'Paid online: collect nothing',
  payNowHint: 'You pay now by UPI or card, on the payment page that opens when you place the order.',
  notPaidYet: 'Not paid yet. Your order is kept for 15 minutes: tap Place Order to pay.',
  refundStarted: (rupees: number) => `Refund of ₹${rupees} started`,
  refunded: 'Refunded',
  gatewayDown: 'Paying online is not possible just now. Please try again, or pay on delivery.',
  notVerified: 'This payment could not be verified',
  wrongAmount: "The amount paid is not the order's total",
  unknownPayment: 'This payment is not for an order of this store',
  released: (minutes: number) => `Not paid within ${minutes} minutes`,
} as const;

export const REVIEW_MESSAGES = {
  saved: 'Review added successfully',
  notOrdered: 'You can review a product once an order of yours that holds it has been delivered',
} as const;

/**
 * What her notifications say: the title and text of each status change she is told of
 * (`notifiesCustomer`), and of her complaints. Written in her language when they are made.
 */
export const NOTIFICATION_MESSAGES = {
  placedTitle: 'Order placed',
  placed: (orderNumber: string) => `Your order ${orderNumber} has been placed.`,
  confirmedTitle: 'Order confirmed',
  confirmed: (orderNumber: string) => `Your order ${orderNumber} has been confirmed by the store.`,
  packedTitle: 'Order packed',
  packed: (orderNumber: string) => `Your order ${orderNumber} has been packed.`,
  outForDeliveryTitle: 'Order out for delivery',
  outForDelivery: (orderNumber: string) => `Your order ${orderNumber} is out for delivery. ${PAYMENT_MESSAGES.keepReady}`,
  deliveredTitle: 'Order delivered',
  delivered: (orderNumber: string) => `Your order ${orderNumber} has been delivered. Thank you!`,
  cancelledTitle: 'Order cancelled',
  cancelled: (orderNumber: string) => `Your order ${orderNumber} has been cancelled.`,
  notDeliveredTitle: 'Order not delivered',
  notDelivered: (orderNumber: string, reason: string) =>
    `We could not deliver your order ${orderNumber} (${reason}). It is back at the store, which will contact you.`,
  complaintRegisteredTitle: 'Complaint registered',
  complaintRegistered: (ticket: string) =>
    `Your complaint ${ticket} has been registered. We will acknowledge it within 48 hours and resolve it within a month.`,
  complaintAcknowledgedTitle: 'Complaint acknowledged',
  complaintAcknowledged: (ticket: string) => `We have received your complaint ${ticket} and are looking into it.`,
  complaintResolvedTitle: 'Complaint resolved',
  complaintResolved: (ticket: string, reply: string) => `Your complaint ${ticket} has been resolved: ${reply}`,
} as const;
