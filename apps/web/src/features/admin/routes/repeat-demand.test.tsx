import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { AdminBranchesPage } from './branches-page';

let calls: ReturnType<typeof answerApi>;

beforeEach(() => {
  sessionStorage.setItem('token', 'a-token-of-a-manager-00000');
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meena Iyer', role: 'manager' } } }),
    'GET admin/branches': () => ({
      body: { branches: [{ _id: 'b1', name: 'Bengaluru Central', active: true, version: 1, pinCodes: ['560001'], stock: [] }] },
    }),
    'GET admin/repeats/branches/{id}': () => ({
      body: {
        branch: 'Bengaluru Central',
        tomorrow: '2026-11-26',
        tomorrowPacks: [{ productId: 'p1', productName: 'Whisper Ultra Clean', size: 'XL', packs: 2 }],
        nextSevenDaysPacks: [
          { productId: 'p1', productName: 'Whisper Ultra Clean', size: 'XL', packs: 5 },
          { productId: 'p2', productName: 'Sofy Antibacteria', size: 'L', packs: 1 },
        ],
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("a branch's repeat orders in the console", () => {
  it('shows the packs per product due tomorrow and in the next seven days, asked only when opened', async () => {
    renderPage(<AdminBranchesPage />);
    const summary = await screen.findByText('Repeat orders due');
    expect(calls.some((call) => call.path === 'admin/repeats/branches/b1')).toBe(false);
    await userEvent.click(summary);
    const tomorrow = (await screen.findByRole('heading', { name: 'Tomorrow' })).parentElement!;
    expect(within(tomorrow).getByText('2 packs')).toBeInTheDocument();
    const week = screen.getByRole('heading', { name: 'Next seven days' }).parentElement!;
    expect(within(week).getByText('5 packs')).toBeInTheDocument();
    expect(within(week).getByText('1 pack')).toBeInTheDocument();
  });
});
