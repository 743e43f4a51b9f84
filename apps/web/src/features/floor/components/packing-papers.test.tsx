import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FloorOrderAnswer } from '@padstore/domain';
import { OuterLabel, PackingSlip } from './packing-papers';

const order: FloorOrderAnswer = {
  _id: 'o1',
  orderNumber: 'PS261123-E7TY56',
  status: 'confirmed',
  deliveryType: 'express',
  placedAt: '2026-11-23T05:30:00Z',
  promisedFrom: '2026-11-23T06:00:00Z',
  promisedTo: '2026-11-23T06:30:00Z',
  discreetPackaging: true,
  customerName: 'Asha Rao',
  address: { plotNumber: '12', street: 'Church Street', line: 'MG Road, Bengaluru', pinCode: '560001' },
  items: [
    { productId: 'p1', productName: 'Whisper Ultra Clean XL', size: 'XL', quantityInEachPack: 30, quantity: 2 },
    { productId: 'p2', productName: 'Sofy Body Fit', size: 'Regular', quantityInEachPack: 28, quantity: 1 },
  ],
  paidOnline: false,
  amountToCollect: 478,
  rider: null,
  dispatchedAt: null,
  lastAttempt: null,
  version: 2,
};

describe('packing papers', () => {
  it('the slip lists every product with its size, pack count and quantity, and the amount to collect', () => {
    render(<PackingSlip order={order} />);
    const slip = screen.getByRole('region', { name: 'Packing slip' });
    expect(slip).toHaveTextContent('Whisper Ultra Clean XL');
    expect(slip).toHaveTextContent('Sofy Body Fit');
    expect(slip).toHaveTextContent('Collect ₹478');
  });

  it('a discreet label carries no product words, not even the store name', () => {
    render(<OuterLabel order={order} branchName="Bengaluru Central" />);
    const label = screen.getByRole('region', { name: 'Outer label' }).textContent ?? '';
    expect(label).toContain('Asha Rao');
    expect(label).toContain('560001');
    expect(label).toContain('PS261123-E7TY56');
    for (const word of ['Whisper', 'Sofy', 'Ultra', 'pad', 'Pad', 'sanitary', 'XL', 'Regular', 'Store']) expect(label).not.toContain(word);
  });

  it('a label without discreet packaging names the store', () => {
    render(<OuterLabel order={{ ...order, discreetPackaging: false }} branchName="Bengaluru Central" />);
    expect(screen.getByRole('region', { name: 'Outer label' })).toHaveTextContent('Pad Store delivery');
  });
});
