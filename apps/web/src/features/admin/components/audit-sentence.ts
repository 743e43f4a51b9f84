import type { AuditEntry } from '@padstore/domain';
import { NOT_DELIVERED_REASONS } from '@padstore/domain/floor';
import { ORDER_STATUS_LABELS } from '@padstore/domain/order-status';
import { ROLE_LABELS } from '@padstore/domain/roles';
import { formatRupees } from '../../../lib/format';

type Details = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const packs = (value: unknown) => counted(Number(value) || 0, 'pack');
const counted = (value: unknown, one: string, many = `${one}s`) => `${text(value)} ${Number(value) === 1 ? one : many}`;
const money = (value: unknown) => (typeof value === 'number' ? formatRupees(value) : '');
const order = (details: Details) => (details.orderNumber ? `order #${text(details.orderNumber)}` : 'an order');
const status = (value: unknown) => (ORDER_STATUS_LABELS as Record<string, string>)[text(value)]?.toLowerCase() ?? text(value);
const role = (value: unknown) => ((ROLE_LABELS as Record<string, string>)[text(value)] ?? text(value)).toLowerCase();
/** The product as the owner knows it: its name, with its size unless the name already says it. */
function product(details: Details): string {
  const name = text(details.productName);
  const size = text(details.size);
  if (!name) return 'a product';
  return size && !name.split(/\s+/).includes(size) ? `${name} ${size}` : name;
}

/** What each kind of change reads as, after the name of who made it. */
const SENTENCES: Record<string, (details: Details) => string> = {
  'product.create': (d) => `added the product ${text(d.productName)}`,
  'product.update': (d) => {
    const price = d.price as { from?: number; to?: number } | undefined;
    if (price) return `changed the price of ${product(d)} from ${money(price.from)} to ${money(price.to)}`;
    const changes = Array.isArray(d.changes) ? d.changes.map(text).join(', ') : '';
    return `edited ${product(d)}${changes ? ` (${changes})` : ''}`;
  },
  'brand.create': (d) => `added the brand ${text(d.brandName)}`,
  'brand.update': (d) => (d.brandName ? `renamed a brand to ${text(d.brandName)}` : d.image ? 'gave a brand a new logo' : 'edited a brand'),
  'size.create': (d) => `added the size ${text(d.name)}`,
  'synonym.create': (d) => `taught search that “${text(d.term)}” means “${text(d.meaning)}”`,
  'synonym.delete': (d) => `removed the search word “${text(d.term)}” (“${text(d.meaning)}”)`,
  upload: () => 'uploaded a picture',
  'banner.create': () => 'added a banner',
  'banner.update': () => 'edited a banner',
  'banner.delete': () => 'removed a banner',
  'page.update': (d) => `edited the page “${text(d.key)}”`,
  'settings.emergencyFee': (d) => `set the express delivery fee to ${money(d.feeAmount)}`,
  'settings.upi': (d) => `set the store's UPI id to ${text(d.upiId)}`,
  'seller.update': () => "updated the seller's legal details",
  'branch.create': (d) => `opened the branch ${text(d.name)}`,
  'branch.update': () => 'edited a branch',
  'branch.pincodes.add': (d) => `added ${text(d.count)} pin codes (${text(d.from)} to ${text(d.to)}) to a branch`,
  'branch.pincodes.remove': (d) => `stopped serving pin code ${text(d.pinCode)} at a branch`,
  'branch.stock': (d) => `set the stock of a product to ${text(d.now)}`,
  'stock.receive': (d) =>
    `received ${packs(d.packs)}${d.productName ? ` of ${text(d.productName)}` : ''} at ${text(d.branch)} from ${text(d.supplier)} (invoice ${text(d.invoiceNumber)})`,
  'stock.write_off': (d) =>
    `wrote off ${packs(d.packs)}${d.productName ? ` of ${text(d.productName)}` : ''} at ${text(d.branch)} as ${text(d.reason)}${d.note ? `: ${text(d.note)}` : ''}`,
  'stock.count': (d) =>
    `counted ${d.productName ? text(d.productName) : counted(d.products, 'product')} at ${text(d.branch)}${
      Number(d.waiting) > 0 ? ` (${counted(d.waiting, 'count waits', 'counts wait')} for a manager)` : ''
    }`,
  'stock.count.approve': (d) =>
    `approved a count of ${text(d.productName)}: ${text(d.counted)} on the shelf, ${text(d.expected)} on the books`,
  'stock.count.refuse': (d) =>
    `refused a count of ${text(d.productName)} (${text(d.counted)} on the shelf, ${text(d.expected)} on the books)`,
  'stock.transfer.send': (d) => `sent ${packs(d.packs)} from ${text(d.from)} to ${text(d.to)}`,
  'stock.transfer.receive': (d) =>
    `received ${packs(d.packs)} at ${text(d.to)} from ${text(d.from)}${Number(d.short) > 0 ? `, ${packs(d.short)} short` : ''}`,
  'stock.reversal': (d) => `reversed a stock entry of ${text(d.productName)} (${text(d.quantity)} packs): ${text(d.note)}`,
  'stock.settings': (d) => `set counts to wait for a manager above ${packs(d.countApprovalAbove)} of difference`,
  'order.status': (d) =>
    d.to === 'cancelled'
      ? `cancelled ${order(d)}${d.reason ? `: ${text(d.reason)}` : ''}`
      : `moved ${order(d)} from ${status(d.from)} to ${status(d.to)}`,
  'floor.packed': (d) => `packed ${order(d)}`,
  'floor.rider': (d) => `gave ${order(d)} to a rider`,
  'floor.out': (d) => `sent ${order(d)} out for delivery`,
  'delivery.delivered': (d) => `delivered ${order(d)}, paid ${d.paidBy === 'upi' ? 'by UPI' : 'in cash'} ${money(d.received)}`,
  'delivery.not_delivered': (d) =>
    d.reason === 'taken_back'
      ? `took ${order(d)} back at the branch`
      : `could not deliver ${order(d)} (${((NOT_DELIVERED_REASONS as Record<string, string>)[text(d.reason)] ?? text(d.reason)).toLowerCase()})`,
  'customer.phone.open': (d) => `opened the customer's phone number of ${order(d)}`,
  'cash.hand_in': (d) => `took in ${money(d.amount)} of a rider's cash for ${text(d.day)}`,
  'cash.write_off': (d) => `wrote off ${money(d.amount)} of a rider's cash for ${text(d.day)}`,
  'cash.reversal': (d) => `reversed an entry of ${money(d.amount)} for ${text(d.day)}: ${text(d.note)}`,
  'cash.close_day': (d) => `closed the day ${text(d.day)} (${money(d.cash)} in cash, ${money(d.upi)} by UPI)`,
  'staff.add': (d) => `added ${text(d.phoneNumber)} to the staff as ${role(d.role)}`,
  'staff.update': (d) => {
    const from = d.from as { role?: string } | undefined;
    const to = d.to as { role?: string } | undefined;
    return from?.role !== to?.role
      ? `made ${text(d.phoneNumber)} ${role(to?.role)} (was ${role(from?.role)})`
      : `changed the branches of ${text(d.phoneNumber)}`;
  },
  'staff.remove': (d) => `removed ${text(d.phoneNumber)} (${role(d.role)}) from the staff`,
};

function parse(details: string): Details {
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === 'object' ? (value as Details) : {};
  } catch {
    return {};
  }
}

/** An audit entry as a sentence: "Asha changed the price of Whisper XL from ₹120 to ₹110". */
export function auditSentence(entry: Pick<AuditEntry, 'who' | 'action' | 'details'>): string {
  const who = entry.who && entry.who !== 'unknown' ? entry.who : 'Someone';
  const sentence = SENTENCES[entry.action];
  return `${who} ${sentence ? sentence(parse(entry.details)) : `made a change (${entry.action.replace(/[._]/g, ' ')})`}`;
}
