import {
  billPaymentText,
  gstInside,
  indiaDate,
  rupeesInWords,
  stateOfPinCode,
  type OnlinePaymentRecord,
  type PaymentRecord,
  type SellerDetails,
} from '@padstore/domain';

/** The prefix of every bill number: 'PS/2026-27/000001'. */
export const BILL_PREFIX = 'PS';

/** The Indian financial year (April to March) of an instant, in India time: '2026-27'. */
export function financialYear(instant: Date): string {
  const { year, month } = indiaDate(instant);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const seriesOf = (instant: Date) => `${BILL_PREFIX}/${financialYear(instant)}`;
export const billNumber = (series: string, sequence: number) => `${series}/${String(sequence).padStart(6, '0')}`;

export type BillTitle = 'Bill of Supply' | 'Tax Invoice' | 'Invoice';

export interface BillLine {
  description: string;
  hsnCode: string;
  quantity: number;
  ratePaise: number;
  amountPaise: number;
  /** This line's share of an offer's discount (bills issued before offers have none). */
  discountPaise?: number;
  gstRate: number;
  /** The value after the discount, less the tax inside it. */
  taxablePaise: number;
  /** IGST for a supply to another state; CGST and SGST halves within the seller's state. */
  taxes: { name: 'IGST' | 'CGST' | 'SGST'; rate: number; paise: number }[];
}

/** Everything a bill shows, kept with it so that it renders the same way every time. */
export interface BillContent {
  title: BillTitle;
  number: string;
  issuedAt: string;
  seller: SellerDetails;
  customer: { name: string; address: string; plotNumber: string; street: string; pinCode: string };
  placeOfSupply: string;
  order: { orderNumber: string; placedAt: string; deliveredAt: string; paymentMethod: string };
  lines: BillLine[];
  charges: BillLine[];
  totalPaise: number;
  /** What an offer took off, and its code (bills issued before offers have neither). */
  discountPaise?: number;
  couponCode?: string | null;
  taxPaise: number;
  totalInWords: string;
  notes: string[];
}

export interface BillInput {
  number: string;
  issuedAt: Date;
  seller: SellerDetails;
  order: {
    orderNumber: string;
    createdAt: Date;
    deliveredAt: Date;
    deliveredToName: string;
    address: string;
    plotNumber: string;
    street: string;
    pinCode: string;
    emergencyChargePaise: number;
    totalPaise: number;
    discountPaise?: number;
    emergencyDiscountPaise?: number;
    couponCode?: string | null;
  };
  /** How the rider recorded she paid; without it (an order the console marked delivered), in cash. */
  payment?: PaymentRecord | null;
  /** Her payment online, when she paid before the door: the bill names it, or its refund, never paid once refunded. */
  online?: OnlinePaymentRecord | null;
  items: {
    productName: string;
    size: string;
    quantity: number;
    unitPricePaise: number;
    hsnCode: string;
    gstRate: number;
    discountPaise?: number;
  }[];
}

/**
 * Prices are inclusive of tax. A seller without a GSTIN collects no tax (an 'Invoice'); with one, a line
 * at a rate above zero carries its tax (a 'Tax Invoice'), and if no line does the document is a 'Bill of
 * Supply', as for sanitary napkins (HSN 9619 00 10, exempt since 27 July 2018). The express charge is
 * part of the same supply and follows its highest rate. An offer's discount is shown on each line it was
 * spread over, and the tax is worked out on the value after it.
 */
export function composeBill(input: BillInput): BillContent {
  const { seller, order } = input;
  const registered = seller.gstin !== '';
  const placeOfSupply = stateOfPinCode(order.pinCode) ?? seller.state;
  const interState = placeOfSupply !== seller.state;
  const line = (
    description: string,
    hsnCode: string,
    quantity: number,
    ratePaise: number,
    gstRate: number,
    discountPaise = 0,
  ): BillLine => {
    const amountPaise = ratePaise * quantity;
    const rate = registered ? gstRate : 0;
    const { taxablePaise, taxPaise: tax } = gstInside(amountPaise, discountPaise, rate);
    const taxes: BillLine['taxes'] =
      rate === 0
        ? []
        : interState
          ? [{ name: 'IGST', rate, paise: tax }]
          : [
              { name: 'CGST', rate: rate / 2, paise: Math.floor(tax / 2) },
              { name: 'SGST', rate: rate / 2, paise: tax - Math.floor(tax / 2) },
            ];
    return {
      description,
      hsnCode,
      quantity,
      ratePaise,
      amountPaise,
      ...(discountPaise > 0 ? { discountPaise } : {}),
      gstRate: rate,
      taxablePaise,
      taxes,
    };
  };
  const lines = input.items.map((item) =>
    line(`${item.productName} (${item.size})`, item.hsnCode, item.quantity, item.unitPricePaise, item.gstRate, item.discountPaise ?? 0),
  );
  const highestRate = Math.max(0, ...lines.map((entry) => entry.gstRate));
  const charges = [line('Delivery charge', '996812', 1, 0, highestRate)];
  if (order.emergencyChargePaise > 0)
    charges.push(line('Emergency charge', '996812', 1, order.emergencyChargePaise, highestRate, order.emergencyDiscountPaise ?? 0));
  const taxed = [...lines, ...charges].some((entry) => entry.taxes.length > 0);
  const title: BillTitle = !registered ? 'Invoice' : taxed ? 'Tax Invoice' : 'Bill of Supply';
  const taxPaise = [...lines, ...charges].reduce((sum, entry) => sum + entry.taxes.reduce((total, tax) => total + tax.paise, 0), 0);
  const paid = billPaymentText(input.payment, input.online);
  const notes = [
    title === 'Bill of Supply'
      ? 'Bill of supply: the goods are exempt from GST (sanitary napkins, HSN 9619 00 10). No tax is charged.'
      : title === 'Invoice'
        ? 'The seller is not registered under GST. No tax is charged.'
        : 'Prices include GST as shown per line.',
    `${paid}. Whether tax is payable on reverse charge: No.`,
  ];
  return {
    title,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    seller,
    customer: {
      name: order.deliveredToName,
      address: order.address,
      plotNumber: order.plotNumber,
      street: order.street,
      pinCode: order.pinCode,
    },
    placeOfSupply,
    order: {
      orderNumber: order.orderNumber,
      placedAt: order.createdAt.toISOString(),
      deliveredAt: order.deliveredAt.toISOString(),
      paymentMethod: paid,
    },
    lines,
    charges,
    totalPaise: order.totalPaise,
    ...((order.discountPaise ?? 0) > 0 ? { discountPaise: order.discountPaise, couponCode: order.couponCode ?? null } : {}),
    taxPaise,
    totalInWords: rupeesInWords(order.totalPaise),
    notes,
  };
}
