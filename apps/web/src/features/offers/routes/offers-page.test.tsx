import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { OFFER_MESSAGES } from '@padstore/domain/offer';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage, type FakeApi } from '../../../test/render';
import type { ConsoleOffer } from '../api/get-offers';
import { AdminOffersPage } from './offers-page';

const B1 = '0b8f0a3e-6f6c-4c55-9e41-3b1c2a6a0001';
const B2 = '0b8f0a3e-6f6c-4c55-9e41-3b1c2a6a0002';
const BRANCHES = [
  { _id: B1, name: 'Bengaluru Central', active: true, version: 1, pinCodes: ['560001'], stock: [] },
  { _id: B2, name: 'Mysuru', active: true, version: 1, pinCodes: ['570001'], stock: [] },
];

const offer = (overrides: Partial<ConsoleOffer> = {}): ConsoleOffer => ({
  _id: 'f1',
  code: 'FIRST20',
  kind: 'flat',
  amount: 20,
  maxDiscount: null,
  minOrderValue: 199,
  validFrom: null,
  validUntil: '2026-11-30T23:59',
  branchIds: [],
  totalUses: 100,
  usesPerCustomer: 1,
  firstOrderOnly: true,
  active: true,
  includesExpressFee: false,
  used: 12,
  version: 3,
  usage: { orders: 12, discountGiven: 240, ordersCancelled: 2 },
  ...overrides,
});

const answers = (role: 'owner' | 'manager', offers: ConsoleOffer[]): FakeApi => ({
  'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meena Iyer', role } } }),
  'GET admin/branches': () => ({ body: { branches: BRANCHES } }),
  'GET admin/offers': () => ({ body: { offers } }),
});

beforeEach(() => sessionStorage.setItem('token', 'a-token-of-the-owner-000000'));
afterEach(() => vi.unstubAllGlobals());

const renderOffers = () => renderPage(<AdminOffersPage />, '/admin/offers');
const field = (name: string) => screen.getByLabelText(name);

describe('console offers page', () => {
  it('lists each offer with what it gives, its rules and its usage: orders, discount given, orders cancelled', async () => {
    answerApi(
      answers('owner', [
        offer(),
        offer({
          _id: 'f2',
          code: 'NIGHT10',
          kind: 'percent',
          amount: 10,
          maxDiscount: 50,
          active: false,
          branchIds: [B2],
          usage: { orders: 0, discountGiven: 0, ordersCancelled: 0 },
        }),
      ]),
    );
    renderOffers();
    const first = (await screen.findByText('FIRST20')).closest('li') as HTMLElement;
    expect(first).toHaveTextContent('₹20 off');
    expect(first).toHaveTextContent('orders of ₹199 or more');
    expect(first).toHaveTextContent('until 30 Nov 2026, 11:59 PM');
    expect(first).toHaveTextContent('all branches');
    expect(first).toHaveTextContent('12 of 100 uses taken');
    expect(first).toHaveTextContent('1 use per customer');
    expect(first).toHaveTextContent('first order only');
    expect(first).toHaveTextContent('12 orders · ₹240 given · 2 cancelled');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const second = screen.getByText('NIGHT10').closest('li') as HTMLElement;
    expect(second).toHaveTextContent('10% off up to ₹50');
    await waitFor(() => expect(second).toHaveTextContent('Mysuru'));
    expect(within(second).getByText('Paused')).toBeInTheDocument();
  });

  it('makes an offer: rupees as typed, the dates in India time, some branches, its limits', async () => {
    const calls = answerApi({
      ...answers('owner', []),
      'POST admin/offers': () => ({ status: 201, body: { offer: offer() } }),
    });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    await userEvent.type(field('Code'), 'night10');
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'percent');
    await userEvent.type(field('Percent off (%)'), '10');
    await userEvent.type(field('Largest discount (₹)'), '50');
    await userEvent.type(field('Minimum order value (₹)'), '299.5');
    // datetime-local fields take their value whole.
    await userEvent.type(field('Valid from (India time)'), '2026-12-01T21:00');
    await userEvent.type(field('Total uses'), '5');
    await userEvent.clear(field('Uses per customer'));
    await userEvent.type(field('Uses per customer'), '1');
    await userEvent.click(screen.getByLabelText('All branches'));
    await userEvent.click(await screen.findByLabelText('Mysuru'));
    await userEvent.click(screen.getByLabelText('First order only'));
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'night10',
      kind: 'percent',
      amount: 10,
      maxDiscount: 50,
      minOrderValue: 299.5,
      validFrom: '2026-12-01T21:00',
      validUntil: null,
      branchIds: [B2],
      totalUses: 5,
      usesPerCustomer: 1,
      firstOrderOnly: true,
      includesExpressFee: false,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create offer' })).not.toBeInTheDocument());
    // Many fields typed one key at a time: slow on a busy machine.
  }, 20_000);

  it('lets a manager of one branch make offers only for her branch', async () => {
    const calls = answerApi({
      ...answers('manager', []),
      'GET admin/branches': () => ({ body: { branches: [BRANCHES[0]!] } }),
      'POST admin/offers': () => ({ status: 201, body: { offer: offer() } }),
    });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    expect(screen.queryByLabelText('All branches')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Bengaluru Central')).not.toBeChecked();
    await userEvent.type(field('Code'), 'MG10');
    await userEvent.type(field('Rupees off (₹)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ branchIds: [B1] }));
  });

  it("says what is wrong under each field before sending, in the API's own words", async () => {
    const calls = answerApi(answers('owner', []));
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    await userEvent.type(field('Code'), 'NIGHT 10');
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'percent');
    await userEvent.type(field('Percent off (%)'), '150');
    await userEvent.type(field('Valid from (India time)'), '2026-12-10T09:00');
    await userEvent.type(field('Valid until (India time)'), '2026-12-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.percentAmount)).toBeInTheDocument();
    expect(screen.getByText(OFFER_MESSAGES.untilBeforeFrom)).toBeInTheDocument();
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows each problem the API finds under its own field', async () => {
    answerApi({
      ...answers('owner', []),
      'POST admin/offers': () => ({
        status: 400,
        body: { message: OFFER_MESSAGES.codeExists, errors: [{ path: 'code', message: OFFER_MESSAGES.codeExists }] },
      }),
    });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    await userEvent.type(field('Code'), 'FIRST20');
    await userEvent.type(field('Rupees off (₹)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText(OFFER_MESSAGES.codeExists)).toBeInTheDocument();
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the field's problem.
    await userEvent.type(field('Code'), 'X');
    expect(screen.queryByText(OFFER_MESSAGES.codeExists)).not.toBeInTheDocument();
  });

  it('edits an offer on the version it shows, and says so when someone changed it meanwhile', async () => {
    let version = 3;
    const calls = answerApi({
      ...answers('owner', [offer()]),
      'GET admin/offers': () => ({ body: { offers: [offer({ version })] } }),
      'PUT admin/offers/{id}': () => {
        version = 4;
        return { status: 409, body: { message: MESSAGES.staleEdit } };
      },
    });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit FIRST20' }));
    expect(field('Valid until (India time)')).toHaveValue('2026-11-30T23:59');
    await userEvent.click(screen.getByLabelText('Active (untick to pause)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText(MESSAGES.staleEdit)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: 'admin/offers/f1', body: { version: 3, active: false, code: 'FIRST20' } });
    // The list is read again, so that the next Edit opens the copy saved now.
    await waitFor(() => expect(calls.filter((call) => call.path === 'admin/offers' && call.method === 'GET').length).toBe(2));
  });
});
