import { paiseToRupees } from './money.js';
import type { OrderSummary } from './schemas/answers/orders.js';

/** A line of an order or a cart: what one pack costs and how many packs. */
export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
}

/** What an order costs, in paise. Delivery and tax are nil today and shown as such; an offer's discount is taken off. */
export interface OrderTotals {
  linesPaise: number;
  expressFeePaise: number;
  deliveryPaise: number;
  taxPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/**
 * The one sum of an order, for the cart, the order placed and the checkout page alike: the lines, the
 * express fee when express delivery is chosen, free delivery, no tax, less an offer's discount (worked
 * out by `discountPaise` in offers.ts, by the server).
 */
export function orderTotals(lines: readonly PricedLine[], expressFeePaise = 0, discountPaise = 0): OrderTotals {
  const linesPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const deliveryPaise = 0;
  const taxPaise = 0;
  return {
    linesPaise,
    expressFeePaise,
    deliveryPaise,
    taxPaise,
    discountPaise,
    totalPaise: linesPaise + expressFeePaise + deliveryPaise + taxPaise - discountPaise,
  };
}

/** The order summary the API answers and the pages show, in rupees, with the code applied if any. */
export function orderSummaryInRupees(totals: OrderTotals, couponCode: string | null = null): OrderSummary {
  return {
    price: paiseToRupees(totals.linesPaise),
    discount: paiseToRupees(totals.discountPaise),
    coupons: couponCode ? 1 : 0,
    ...(couponCode ? { couponCode } : {}),
    deliveryCharges: paiseToRupees(totals.deliveryPaise),
    emergencyCharge: paiseToRupees(totals.expressFeePaise),
    tax: paiseToRupees(totals.taxPaise),
    totalAmount: paiseToRupees(totals.totalPaise),
  };
}
