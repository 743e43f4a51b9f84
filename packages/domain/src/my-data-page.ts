import { STORE_NAME } from './constants.js';

/**
 * The readable page of her data export (the API's `/user/export/page`), in her language: its own words,
 * the names of the sections and of the fields of the export, and the words for the values the store keeps
 * as codes. Every field and code the export holds has its words here (the export page's test checks it);
 * what she or the store wrote (names, addresses, messages) stays as written.
 */
export const MY_DATA_PAGE_TEXTS = {
  title: `Your data at ${STORE_NAME}`,
  madeOn: 'Made on',
  indiaTime: 'India time',
  note: 'Everything the store holds about you. Sign-in codes and session tokens are kept only as hashes and are not included.',
  yes: 'Yes',
  no: 'No',
  none: 'None',
} as const;

/** The export's sections, in the page's order. */
export const MY_DATA_SECTIONS = {
  profile: 'Your profile',
  addresses: 'Your addresses',
  cart: 'Your cart',
  orders: 'Your orders',
  repeats: 'Your repeat orders',
  reviews: 'Your reviews',
  notifications: 'Your notifications',
  complaints: 'Your complaints',
  consents: 'Your consents',
  sessions: 'Your sign-ins',
} as const;

/** The name of every field of the export, by its key. */
export const MY_DATA_FIELDS = {
  id: 'Number',
  note: 'Note',
  fullName: 'Full name',
  name: 'Name',
  gender: 'Gender',
  phoneNumber: 'Mobile number',
  email: 'Email',
  image: 'Photo',
  role: 'Account',
  createdAt: 'Created on',
  updatedAt: 'Changed on',
  use: 'Which address',
  address: 'Address',
  plotNumber: 'House / plot number',
  street: 'Street',
  pinCode: 'Pin code',
  productId: 'Product number',
  productName: 'Product',
  productImage: 'Product photo',
  size: 'Size',
  quantityInEachPack: 'Pads in each pack',
  price: 'Price (₹)',
  quantity: 'Quantity',
  addedAt: 'Added on',
  orderNumber: 'Order number',
  status: 'Status',
  statusLabel: 'Order status',
  items: 'Items',
  orderPlacedOn: 'Ordered on',
  orderDeliveredOn: 'Delivered on',
  deliveredTo: 'Delivered to',
  shippingAddress: 'Delivery address',
  paymentMethod: 'Payment method',
  deliveryType: 'Delivery',
  promisedFrom: 'Promised from',
  promisedTo: 'Promised by',
  discreetPackaging: 'Discreet packaging',
  cancelReason: 'Reason for cancelling',
  refund: 'Refund',
  orderSummary: 'Order summary',
  discount: 'Discount (₹)',
  coupons: 'Coupon (₹)',
  deliveryCharges: 'Delivery charges (₹)',
  emergencyCharge: 'Express charge (₹)',
  tax: 'Tax (₹)',
  totalAmount: 'Total (₹)',
  repeat: 'Repeat order',
  timeline: 'Timeline',
  at: 'At',
  everyDays: 'Every (days)',
  nextDeliveryOn: 'Next delivery on',
  askFirst: 'Ask me first',
  rating: 'Rating',
  review: 'Review',
  title: 'Title',
  message: 'Message',
  read: 'Read',
  ticketNumber: 'Ticket number',
  orderId: 'Order',
  subject: 'Subject',
  replies: 'Replies',
  acknowledgedAt: 'Acknowledged on',
  resolvedAt: 'Resolved on',
  purpose: 'For',
  noticeVersion: 'Privacy notice version',
  noticeLanguage: 'Notice language',
  givenAt: 'Given on',
  withdrawnAt: 'Withdrawn on',
  startedAt: 'Signed in on',
  expiresAt: 'Ends on',
  endedAt: 'Signed out on',
} as const;

/**
 * The words for the values the export holds as codes that no other text of the store names (an order's
 * and a complaint's status and the delivery types have theirs: ORDER_STATUS_LABELS and the others).
 */
export const MY_DATA_CODES = {
  customer: 'Customer',
  Female: 'Female',
  Male: 'Male',
  profile: 'The one in your profile',
  delivery: 'One you ordered to',
  paused: 'Paused',
  active: 'Active',
  stopped: 'Stopped',
  account_and_orders: 'Your account and orders',
  en: 'English',
  hi: 'Hindi',
} as const;
