import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReorderAnswer, StockLedgerAnswer, StockOnHandAnswer, WaitingCountsAnswer } from '@padstore/domain';
import type { RouteAnswer } from '@padstore/domain/api-routes';
import type { Role } from '@padstore/domain/roles';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { StockPage } from './stock-page';

const BRANCH = '11111111-1111-4111-8111-111111111111';
const OTHER_BRANCH = '22222222-2222-4222-8222-222222222222';
const NUA = '33333333-3333-4333-8333-333333333333';
const SOFY = '44444444-4444-4444-8444-444444444444';
const AT = '2026-11-28T05:12:00Z';

let role: Role;
let onHand: Record<string, number>;
let waiting: WaitingCountsAnswer['counts'];
let transfers: RouteAnswer<'GET admin/stock/transfers'>['transfers'];
let invoices: Set<string>;
let calls: ReturnType<typeof answerApi>;

const stock = (): StockOnHandAnswer => ({
  branch: 'Bengaluru Central',
  products: [
    { productId: NUA, productName: 'Nua Heavy Flow', size: 'XL', onHand: onHand[NUA]!, countedAt: null, countDue: true },
    {
      productId: SOFY,
      productName: 'Sofy Antibacteria',
      size: 'L',
      onHand: onHand[SOFY]!,
      countedAt: '2026-11-20T05:00:00Z',
      countDue: false,
    },
  ],
});

const ledger = (): StockLedgerAnswer => ({
  productName: 'Nua Heavy Flow',
  onHand: onHand[NUA]!,
  entries: [
    {
      _id: 'e3',
      reason: 'received',
      quantity: 12,
      onHand: 37,
      at: AT,
      by: 'Meena Iyer',
      source: 'Invoice INV-77 of Shakti Distributors',
      orderNumber: null,
      writeOffReason: null,
      note: '',
      reverses: null,
      reversed: false,
    },
    {
      _id: 'e2',
      reason: 'sold',
      quantity: -2,
      onHand: 25,
      at: AT,
      by: 'Asha Rao',
      source: 'Order #PS261128-ABCDEF',
      orderNumber: 'PS261128-ABCDEF',
      writeOffReason: null,
      note: '',
      reverses: null,
      reversed: false,
    },
  ],
  older: 'e2',
});

const reorder = (coverDays: number): ReorderAnswer => ({
  branch: 'Bengaluru Central',
  coverDays,
  lines: [
    {
      productId: NUA,
      productName: 'Nua Heavy Flow',
      size: 'XL',
      onHand: 10,
      soldLast14Days: 28,
      repeatsNext7Days: 7,
      daysLeft: 3.3,
      suggested: coverDays * 3 - 10,
    },
    {
      productId: SOFY,
      productName: 'Sofy Antibacteria',
      size: 'L',
      onHand: 25,
      soldLast14Days: 0,
      repeatsNext7Days: 0,
      daysLeft: null,
      suggested: 0,
    },
  ],
});

beforeEach(() => {
  role = 'manager';
  onHand = { [NUA]: 25, [SOFY]: 25 };
  waiting = [];
  invoices = new Set();
  transfers = [
    {
      _id: 't1',
      from: 'Mumbai Fort',
      to: 'Bengaluru Central',
      fromBranchId: OTHER_BRANCH,
      toBranchId: BRANCH,
      status: 'in_transit',
      sentAt: AT,
      receivedAt: null,
      lines: [{ productId: NUA, productName: 'Nua Heavy Flow', sent: 10, arrived: null }],
    },
  ];
  sessionStorage.setItem('token', 'a-token-of-staff-000000000');
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meena Iyer', role } } }),
    'GET admin/me': () => ({
      body: {
        role: role as 'manager',
        name: 'Meena Iyer',
        phoneNumber: 9700000013,
        branches: [{ _id: BRANCH, name: 'Bengaluru Central' }],
        onShift: false,
      },
    }),
    'GET admin/stock': () => ({ body: stock() }),
    'GET admin/stock/ledger': () => ({ body: ledger() }),
    'GET admin/stock/counts/waiting': () => ({ body: { countApprovalAbove: 5, counts: waiting } }),
    'POST admin/stock/counts': (body) => {
      const lines = (body as { lines: { productId: string; counted: number }[] }).lines;
      const counts = lines.map((line, index) => {
        const expected = onHand[line.productId]!;
        const variance = line.counted - expected;
        const status = Math.abs(variance) > 5 ? ('waiting' as const) : ('applied' as const);
        if (status === 'applied') onHand[line.productId] = line.counted;
        return {
          _id: `c${index}`,
          productId: line.productId,
          productName: line.productId === NUA ? 'Nua Heavy Flow' : 'Sofy Antibacteria',
          expected,
          counted: line.counted,
          variance,
          status,
          by: 'Priya Packer',
          at: AT,
        };
      });
      waiting = counts.filter((count) => count.status === 'waiting');
      return { status: 201, body: { counts } };
    },
    'PUT admin/stock/counts/{id}': (body) => {
      const { decision } = body as { decision: string };
      const [count] = waiting;
      if (decision === 'approve' && count) onHand[count.productId] = count.counted;
      waiting = [];
      return { body: { message: decision === 'approve' ? 'Count approved' : 'Count refused' } };
    },
    'POST admin/stock/receipts': (body) => {
      const receipt = body as { supplier: string; invoiceNumber: string; lines: { productId: string; quantity: number }[] };
      if (invoices.has(receipt.invoiceNumber))
        return { status: 409, body: { message: `Invoice ${receipt.invoiceNumber} of ${receipt.supplier} is already recorded` } };
      invoices.add(receipt.invoiceNumber);
      for (const line of receipt.lines) onHand[line.productId] = onHand[line.productId]! + line.quantity;
      return { status: 201, body: { _id: 'r1', message: `Received ${receipt.lines[0]!.quantity} packs from ${receipt.supplier}` } };
    },
    'GET admin/stock/transfers': () => ({
      body: { destinations: [{ _id: OTHER_BRANCH, name: 'Mumbai Fort' }], transfers },
    }),
    'POST admin/stock/transfers': () => ({ status: 201, body: { _id: 't2', message: '4 packs on their way to Mumbai Fort', lines: [] } }),
    'PUT admin/stock/transfers/{id}/received': (body) => {
      const arrived = (body as { lines: { productId: string; arrived: number }[] }).lines[0]!.arrived;
      transfers = transfers.map((transfer) => ({
        ...transfer,
        status: 'received' as const,
        receivedAt: AT,
        lines: transfer.lines.map((line) => ({ ...line, arrived })),
      }));
      return { body: { _id: 't1', message: `Received, ${10 - arrived} packs short`, lines: [{ productId: NUA, sent: 10, arrived }] } };
    },
    'POST admin/stock/write-offs': () => ({ status: 201, body: { message: 'Wrote off 2 packs' } }),
    'GET admin/stock/reorder': () => ({ body: reorder(7) }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const openStock = (view = '') => renderPage(<StockPage />, `/admin/stock${view ? `?view=${view}` : ''}`);
const productRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Products on hand' }))
    .getByText(name)
    .closest('li')!;

describe('the Stock page, by role', () => {
  it('shows a packer on hand and the count, and none of the buttons of receiving, transfers, write-offs, reorder or approval', async () => {
    role = 'packer';
    waiting = [
      {
        _id: 'c9',
        productId: NUA,
        productName: 'Nua Heavy Flow',
        expected: 25,
        counted: 18,
        variance: -7,
        status: 'waiting',
        by: 'Priya Packer',
        at: AT,
      },
    ];
    openStock();
    // The file's first page drawn waits longer: on a busy machine the first render alone can take a second.
    expect(await screen.findByRole('heading', { name: 'Stock · Bengaluru Central' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Counted on the shelf: Nua Heavy Flow (XL)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record the count' })).toBeDisabled();
    expect(await screen.findByText('Waiting for a manager')).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Receive', 'Transfers', 'Write off', 'Reorder']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(calls.some((call) => call.path.startsWith('admin/stock/transfers') || call.path.startsWith('admin/stock/reorder'))).toBe(false);
  });

  it('lists the products never counted first as the API answers, with their count due marked', async () => {
    openStock();
    const rows = within(await screen.findByRole('list', { name: 'Products on hand' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Nua Heavy Flow (XL)Never countedCount due25on hand');
    expect(rows[1]).toHaveTextContent('Sofy Antibacteria (L)Counted 20 Nov 2026');
    expect(rows[1]).not.toHaveTextContent('Count due');
  });

  it('gives a manager every part of the page', async () => {
    openStock();
    const parts = await screen.findByRole('navigation', { name: 'Stock' });
    expect(
      within(parts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['On hand', 'Receive', 'Transfers', 'Write off', 'Reorder']);
  });
});

describe('a product’s ledger', () => {
  it('says each entry in words: reason, packs signed, what it came from, who and when; older entries a page at a time', async () => {
    openStock();
    await screen.findByRole('list', { name: 'Products on hand' });
    await userEvent.click(screen.getByRole('button', { name: 'Ledger of Nua Heavy Flow (XL)' }));
    const ledgerOf = await screen.findByRole('region', { name: 'Ledger of Nua Heavy Flow' });
    const entries = within(ledgerOf).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(
      'Received+12Invoice INV-77 of Shakti Distributors · Meena Iyer · 28 Nov 2026 10:42 AM · 37 on hand after',
    );
    expect(entries[1]).toHaveTextContent('Sold−2Order #PS261128-ABCDEF · Asha Rao');
    await userEvent.click(within(ledgerOf).getByRole('button', { name: 'Show older entries' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === 'admin/stock/ledger')
          .at(-1)
          ?.search.get('before'),
      ).toBe('e2'),
    );
  });
});

describe('counting the shelf', () => {
  it('records a variance above the threshold as waiting, and the manager approves it: on hand becomes the count', async () => {
    openStock();
    await userEvent.type(await screen.findByLabelText('Counted on the shelf: Nua Heavy Flow (XL)'), '18');
    await userEvent.type(screen.getByLabelText('Counted on the shelf: Sofy Antibacteria (L)'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Record the count of 2 products' }));
    const recorded = await screen.findByRole('status', { name: 'Count recorded' });
    expect(recorded).toHaveTextContent('Nua Heavy Flow: 18 counted where 25 were on the books (−7) — waits for a manager’s approval');
    expect(recorded).toHaveTextContent('Sofy Antibacteria: 24 counted where 25 were on the books (−1) — on hand corrected');
    expect(calls.find((call) => call.path === 'admin/stock/counts')?.body).toEqual({
      branchId: BRANCH,
      lines: [
        { productId: NUA, counted: 18 },
        { productId: SOFY, counted: 24 },
      ],
    });

    const waitingList = await screen.findByRole('list', { name: 'Counts waiting for approval' });
    expect(waitingList).toHaveTextContent('18 counted where 25 were on the books: −7');
    await userEvent.click(within(waitingList).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Counts waiting for approval' })).toBeNull());
    expect(calls.find((call) => call.method === 'PUT' && call.path === 'admin/stock/counts/c0')?.body).toEqual({
      decision: 'approve',
      note: '',
    });
    await waitFor(() => expect(productRow('Nua Heavy Flow (XL)')).toHaveTextContent('18on hand'));
  });

  it('asks before rejecting a count; nothing is decided until the manager confirms', async () => {
    waiting = [
      {
        _id: 'c9',
        productId: NUA,
        productName: 'Nua Heavy Flow',
        expected: 25,
        counted: 18,
        variance: -7,
        status: 'waiting',
        by: 'Priya Packer',
        at: AT,
      },
    ];
    openStock();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject the count of Nua Heavy Flow?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it waiting' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject the count' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ decision: 'refuse', note: '' }));
    expect(onHand[NUA]).toBe(25);
  });

  it('refuses a count typed wrong with the schema’s words, before asking the API', async () => {
    openStock();
    await userEvent.type(await screen.findByLabelText('Counted on the shelf: Nua Heavy Flow (XL)'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Record the count of 1 product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the packs counted');
    expect(calls.some((call) => call.path === 'admin/stock/counts')).toBe(false);
  });
});

describe('receiving a delivery', () => {
  async function fillDelivery(invoiceNumber: string) {
    const form = await screen.findByRole('form', { name: 'Receive a delivery' });
    const field = (label: string) => within(form).getByLabelText(label);
    await userEvent.clear(field('Supplier'));
    await userEvent.type(field('Supplier'), 'Shakti Distributors');
    await userEvent.clear(field('Invoice number'));
    await userEvent.type(field('Invoice number'), invoiceNumber);
    const line = within(form).getByRole('group', { name: 'Delivery line 1' });
    await userEvent.selectOptions(within(line).getByLabelText('Product'), 'Nua Heavy Flow (XL)');
    await userEvent.type(within(line).getByLabelText('Packs'), '12');
    await userEvent.type(within(line).getByLabelText('Cost a pack (₹)'), '41.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the delivery' }));
  }

  it('adds the packs to on hand, and refuses the same invoice again in the API’s words', async () => {
    openStock('receive');
    await fillDelivery('INV-77');
    await waitFor(() => expect(calls.filter((call) => call.path === 'admin/stock/receipts')).toHaveLength(1));
    expect(calls.find((call) => call.path === 'admin/stock/receipts')?.body).toEqual({
      branchId: BRANCH,
      supplier: 'Shakti Distributors',
      invoiceNumber: 'INV-77',
      invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: [{ productId: NUA, quantity: 12, costPrice: 41.5 }],
    });
    expect(onHand[NUA]).toBe(37);

    await fillDelivery('INV-77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice INV-77 of Shakti Distributors is already recorded');
    expect(onHand[NUA]).toBe(37);
  });

  it('names what is missing before sending', async () => {
    openStock('receive');
    await userEvent.click(await screen.findByRole('button', { name: 'Record the delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the supplier');
    expect(calls.some((call) => call.path === 'admin/stock/receipts')).toBe(false);
  });
});

describe('transfers', () => {
  it('receives a transfer with fewer packs than were sent and names the shortfall', async () => {
    openStock('transfers');
    const list = await screen.findByRole('region', { name: 'Transfers of the branch' });
    expect(list).toHaveTextContent('From Mumbai Fort');
    expect(list).toHaveTextContent('Nua Heavy Flow: 10 sent');
    await userEvent.click(within(list).getByRole('button', { name: 'Receive' }));
    const arrived = within(list).getByLabelText('Arrived: Nua Heavy Flow');
    expect(arrived).toHaveValue('10');
    await userEvent.clear(arrived);
    await userEvent.type(arrived, '8');
    await userEvent.click(within(list).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(list).toHaveTextContent('Received, 2 short'));
    expect(list).toHaveTextContent('Nua Heavy Flow: 10 sent, 8 arrived · 2 short');
    expect(calls.find((call) => call.path === 'admin/stock/transfers/t1/received')?.body).toEqual({
      lines: [{ productId: NUA, arrived: 8 }],
    });
  });

  it('sends packs to another branch of the list', async () => {
    openStock('transfers');
    const form = await screen.findByRole('form', { name: 'Send to another branch' });
    await userEvent.selectOptions(within(form).getByLabelText('Send to'), 'Mumbai Fort');
    const line = within(form).getByRole('group', { name: 'Transfer line 1' });
    await userEvent.selectOptions(within(line).getByLabelText('Product'), 'Sofy Antibacteria (L)');
    await userEvent.type(within(line).getByLabelText('Packs'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the packs' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path === 'admin/stock/transfers')?.body).toEqual({
        fromBranchId: BRANCH,
        toBranchId: OTHER_BRANCH,
        lines: [{ productId: SOFY, quantity: 4 }],
      }),
    );
  });
});

describe('write-offs', () => {
  it('asks before writing off, saying how many packs and why', async () => {
    openStock('write-off');
    const form = await screen.findByRole('form', { name: 'Write off' });
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Expired');
    const line = within(form).getByRole('group', { name: 'Write-off line 1' });
    await userEvent.selectOptions(within(line).getByLabelText('Product'), 'Nua Heavy Flow (XL)');
    await userEvent.type(within(line).getByLabelText('Packs'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Write off 2 packs as expired?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(calls.some((call) => call.path === 'admin/stock/write-offs')).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Write off' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Write them off' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin/stock/write-offs')?.body).toEqual({
        branchId: BRANCH,
        reason: 'expired',
        note: '',
        lines: [{ productId: NUA, quantity: 2 }],
      }),
    );
  });
});

describe('reorder', () => {
  it('shows sales of 14 days, repeats due in 7, days left and the packs to order for the cover the manager sets', async () => {
    openStock('reorder');
    const table = await screen.findByRole('table', { name: 'What to order for 7 days of cover' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ProductOn handSold, 14 daysRepeats due, 7 daysDays leftTo order');
    expect(rows[1]).toHaveTextContent('Nua Heavy Flow (XL)102873.311');
    expect(rows[2]).toHaveTextContent('Sofy Antibacteria (L)2500Not selling0');
    await userEvent.clear(screen.getByLabelText('Days of cover'));
    await userEvent.type(screen.getByLabelText('Days of cover'), '14');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === 'admin/stock/reorder')
          .at(-1)
          ?.search.get('coverDays'),
      ).toBe('14'),
    );
  });

  it('downloads the CSV for the cover asked for', async () => {
    openStock('reorder');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'admin/stock/reorder/export')).toBe(true));
    expect(calls.find((call) => call.path === 'admin/stock/reorder/export')?.search.get('coverDays')).toBe('7');
  });
});
