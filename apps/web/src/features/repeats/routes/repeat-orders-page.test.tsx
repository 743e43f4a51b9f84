import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatOf } from '../../../test/repeats';
import { answerApi, renderPage, renderRoutes } from '../../../test/render';
import { keepCycle } from '../components/cycle-memory';
import { RepeatOrdersPage } from './repeat-orders-page';

// 10:00 in India on 25 Nov 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:30:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The API over one repeat: it lists it as it now is, and a change answers it changed (with `also`, what the store works out). */
function oneRepeat(start = repeatOf(), also: object = {}) {
  let current = start;
  return {
    'GET user/repeats': () => ({ body: { repeats: [current] } }),
    'PUT user/repeats/{id}': (body: unknown) => {
      current = { ...current, ...(body as object), ...also };
      return { body: { message: 'Your repeat order is changed', repeat: current } };
    },
  };
}

describe('My repeat orders', () => {
  it('shows each repeat: items and quantities, address, rhythm and next delivery', async () => {
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [repeatOf()] } }) });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByRole('heading', { name: 'Every 28 days' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Whisper Ultra Clean')).toBeInTheDocument();
    expect(screen.getByText('× 2')).toBeInTheDocument();
    expect(screen.getByText(/To Neha Gupta, MG Road/)).toBeInTheDocument();
    expect(screen.getByText('Fri, 18 Dec')).toBeInTheDocument();
    expect(screen.getByText(/₹398 at today/)).toBeInTheDocument();
  });

  it('says when she has none yet, and where to start one', async () => {
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [] } }) });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByText('No repeat orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
  });

  it('says what went wrong and tries again', async () => {
    let fail = true;
    answerApi({
      'GET user/repeats': () => (fail ? { status: 404, body: { message: 'Not found' } } : { body: { repeats: [repeatOf()] } }),
    });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Every 28 days' })).toBeInTheDocument();
  });

  it('skips the next delivery and shows the one after at once', async () => {
    const calls = answerApi(oneRepeat(repeatOf(), { nextDeliveryOn: '2027-01-15', reminderOn: '2027-01-13' }));
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip next' }));
    expect(await screen.findByText('Fri, 15 Jan')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: 'user/repeats/r1', body: { action: 'skip' } });
  });

  it('moves the next delivery to the date she picks', async () => {
    const calls = answerApi(oneRepeat());
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move the next one' }));
    const date = screen.getByLabelText('Next delivery on');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Sun, 20 Dec')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ nextDeliveryOn: '2026-12-20' });
  });

  it('changes the quantities and sends the items as they now are', async () => {
    const calls = answerApi(oneRepeat(repeatOf(), { items: [{ ...repeatOf().items[0]!, quantity: 3 }] }));
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change items' }));
    const quantity = screen.getByRole('group', { name: 'Quantity of Whisper Ultra Clean' });
    await userEvent.click(within(quantity).getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save items' }));
    expect(await screen.findByText('× 3')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ items: [{ productId: 'p1', quantity: 3 }] });
  });

  it('pauses and resumes, each shown at once', async () => {
    let current = repeatOf();
    answerApi({
      'GET user/repeats': () => ({ body: { repeats: [current] } }),
      'PUT user/repeats/{id}': (body) => {
        current = repeatOf({ status: (body as { action: string }).action === 'pause' ? 'paused' : 'active' });
        return { body: { message: 'Your repeat order is changed', repeat: current } };
      },
    });
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused: nothing will be delivered until you resume.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Skip next' })).toBeInTheDocument();
  });

  it('stops a repeat once she says so, and forgets her cycle with it', async () => {
    let stopped = false;
    keepCycle('r1', { lastPeriodStartedOn: '2026-11-20', cycleLength: 28, daysBefore: 2 });
    const calls = answerApi({
      'GET user/repeats': () => ({ body: { repeats: stopped ? [] : [repeatOf()] } }),
      'DELETE user/repeats/{id}': () => {
        stopped = true;
        return { body: { message: 'Your repeat order is stopped' } };
      },
    });
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('No repeat orders yet')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: 'user/repeats/r1' });
    expect(localStorage.length).toBe(0);
  });

  it('confirms a delivery whose reminder has come', async () => {
    const calls = answerApi(
      oneRepeat(repeatOf({ nextDeliveryOn: '2026-11-27', reminderOn: '2026-11-25' }), { action: undefined, confirmed: true }),
    );
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/, confirmed/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ action: 'confirm' });
  });

  it('moves the next delivery when her period came early, sending only the new delivery date', async () => {
    keepCycle('r1', { lastPeriodStartedOn: '2026-11-20', cycleLength: 30, daysBefore: 3 });
    const calls = answerApi(oneRepeat(repeatOf({ everyDays: 30, nextDeliveryOn: '2026-12-17' })));
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByText(/kept only on this phone and never sent to us/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My period came early/late' }));
    await userEvent.type(screen.getByLabelText('First day of this period'), '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Move my next delivery' }));
    // 24 Nov + 30 days is 24 Dec; three days before is 21 Dec.
    expect(await screen.findByText('Mon, 21 Dec')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ nextDeliveryOn: '2026-12-21' });
    expect(JSON.stringify(calls)).not.toContain('2026-11-24');
    expect(JSON.parse(localStorage.getItem('padstore:cycle:r1')!)).toEqual({
      lastPeriodStartedOn: '2026-11-24',
      cycleLength: 30,
      daysBefore: 3,
    });
  });

  it('forgets what she entered for her cycle when she asks', async () => {
    keepCycle('r1', { lastPeriodStartedOn: '2026-11-20', cycleLength: 28, daysBefore: 2 });
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [repeatOf()] } }) });
    renderPage(<RepeatOrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(screen.queryByText(/kept only on this phone/)).not.toBeInTheDocument());
    expect(localStorage.getItem('padstore:cycle:r1')).toBeNull();
  });

  it("opens one repeat with its items ready to change (a reminder's Change)", async () => {
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [repeatOf(), repeatOf({ _id: 'r2', everyDays: 35 })] } }) });
    renderRoutes([{ path: '/repeat-orders/:repeatId', element: <RepeatOrdersPage /> }], '/repeat-orders/r2');
    expect(await screen.findByRole('heading', { name: 'Every 35 days' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Every 28 days' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save items' })).toBeInTheDocument();
  });
});
