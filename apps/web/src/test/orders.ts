import type { OrderDetails } from '@padstore/domain';

/** An order as the API describes it to its customer: one pack of one product, placed for next-day delivery. */
export const orderDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  _id: 'o1',
  orderNumber: 'PS-1001',
  status: 'placed',
  statusLabel: 'Placed',
  items: [{ _id: 'p1', productName: 'Whisper Ultra Clean', productImage: '', size: 'XL', quantityInEachPack: 8, price: 199, quantity: 1 }],
  orderPlacedOn: '2026-11-23T05:00:00.000Z',
  orderDeliveredOn: '2026-11-24T05:00:00.000Z',
  deliveredTo: { name: 'Neha Gupta', phoneNumber: 9876543210 },
  shippingAddress: 'MG Road, Bengaluru',
  plotNumber: '5',
  street: 'Brigade Road',
  pinCode: '560001',
  paymentMethod: 'Cash on Delivery',
  deliveryType: 'next_day',
  promisedFrom: '2026-11-24T03:30:00.000Z',
  promisedTo: '2026-11-24T15:30:00.000Z',
  discreetPackaging: false,
  cancelReason: null,
  repeat: false,
  orderSummary: { price: 199, discount: 0, coupons: 0, deliveryCharges: 0, emergencyCharge: 0, tax: 0, totalAmount: 199 },
  ...overrides,
});
