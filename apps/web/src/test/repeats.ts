import type { Repeat } from '@padstore/domain';

/** A repeat order as the API describes it to its customer: one product, every 28 days, asking her first. */
export const repeatOf = (overrides: Partial<Repeat> = {}): Repeat => ({
  _id: 'r1',
  items: [
    {
      productId: 'p1',
      productName: 'Whisper Ultra Clean',
      productImage: '',
      size: 'XL',
      quantityInEachPack: 8,
      price: 199,
      quantity: 2,
      available: true,
    },
  ],
  everyDays: 28,
  nextDeliveryOn: '2026-12-18',
  reminderOn: '2026-12-16',
  askFirst: true,
  confirmed: false,
  status: 'active',
  deliveryAddress: 'Neha Gupta, MG Road, Bengaluru, 5, Brigade Road, 560001',
  totalAmount: 398,
  createdAt: '2026-11-25T06:00:00.000Z',
  ...overrides,
});
