import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const entry = (action: string, details: object, who = 'Asha') => ({ who, action, details: JSON.stringify(details) });

describe('the audit log as sentences', () => {
  it('says who changed a price, of which product, from what to what', () => {
    expect(
      auditSentence(entry('product.update', { productName: 'Whisper', size: 'XL', changes: ['price'], price: { from: 120, to: 110 } })),
    ).toBe('Asha changed the price of Whisper XL from ₹120 to ₹110');
    expect(auditSentence(entry('product.update', { productName: 'Nua Comfort XL', size: 'XL', price: { from: 549, to: 519 } }))).toBe(
      'Asha changed the price of Nua Comfort XL from ₹549 to ₹519',
    );
  });

  it('reads the floor, the cash and the staff changes in words, never as JSON', () => {
    expect(auditSentence(entry('order.status', { orderNumber: 'PS1', from: 'packed', to: 'out_for_delivery' }))).toBe(
      'Asha moved order #PS1 from packed to out for delivery',
    );
    expect(auditSentence(entry('delivery.not_delivered', { orderNumber: 'PS2', reason: 'taken_back', note: '' }, 'Meena'))).toBe(
      'Meena took order #PS2 back at the branch',
    );
    expect(auditSentence(entry('cash.reversal', { day: '2026-11-25', amount: 4780, note: 'Typed an extra zero' }))).toBe(
      'Asha reversed an entry of ₹4,780 for 2026-11-25: Typed an extra zero',
    );
    expect(auditSentence(entry('staff.add', { phoneNumber: '9800000001', role: 'rider', branchIds: [] }))).toBe(
      'Asha added 9800000001 to the staff as rider',
    );
    expect(auditSentence(entry('brand.update', { id: 'b1', image: '/uploads/logo.webp' }))).toBe('Asha gave a brand a new logo');
    expect(auditSentence(entry('synonym.create', { term: 'raat', meaning: 'night' }))).toBe('Asha taught search that “raat” means “night”');
    expect(auditSentence(entry('synonym.delete', { synonymId: 's1', term: 'bada', meaning: 'xl' }))).toBe(
      'Asha removed the search word “bada” (“xl”)',
    );
  });

  it('reads every change of stock as a sentence', () => {
    expect(
      auditSentence(
        entry('stock.receive', { branch: 'Pune', supplier: 'Sun Distributors', invoiceNumber: 'INV-7', packs: 40, products: 2 }),
      ),
    ).toBe('Asha received 40 packs at Pune from Sun Distributors (invoice INV-7)');
    expect(auditSentence(entry('stock.count', { branch: 'Pune', products: 3, waiting: 1, variance: -4 }, 'Ravi'))).toBe(
      'Ravi counted 3 products at Pune (1 count waits for a manager)',
    );
    expect(auditSentence(entry('stock.count.approve', { productName: 'Whisper XL', expected: 12, counted: 3 }))).toBe(
      'Asha approved a count of Whisper XL: 3 on the shelf, 12 on the books',
    );
    expect(auditSentence(entry('stock.write_off', { branch: 'Pune', reason: 'damaged', note: 'Wet', packs: 1, productName: 'Nua' }))).toBe(
      'Asha wrote off 1 pack of Nua at Pune as damaged: Wet',
    );
    expect(auditSentence(entry('stock.transfer.receive', { from: 'Pune', to: 'Mumbai', packs: 10, short: 2 }))).toBe(
      'Asha received 10 packs at Mumbai from Pune, 2 packs short',
    );
  });

  it('still reads an entry of an unknown kind, or one whose details cannot be read', () => {
    expect(auditSentence({ who: 'unknown', action: 'testimonial.create', details: 'not json' })).toBe(
      'Someone made a change (testimonial create)',
    );
    expect(auditSentence({ who: 'Asha', action: 'product.update', details: '{}' })).toBe('Asha edited a product');
  });
});
