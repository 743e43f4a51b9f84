import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CYCLE_MESSAGES } from '@padstore/domain/cycle';
import { repeatOf } from '../../../test/repeats';
import { answerApi, renderRoutes } from '../../../test/render';
import { DeliverRegularly } from './deliver-regularly';

// 10:00 in India on 25 Nov 2026.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:30:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lines = [
  { productId: 'p1', productName: 'Whisper Ultra Clean', quantity: 2 },
  { productId: 'p2', productName: 'Nua Heavy Flow', quantity: 1 },
];

function setUp() {
  const calls = answerApi({
    'POST user/repeats': (body) => {
      const { firstDeliveryOn, everyDays, askFirst } = body as { firstDeliveryOn: string; everyDays: number; askFirst: boolean };
      return {
        status: 201,
        body: {
          message: 'Your repeat order is set up',
          repeat: repeatOf({ _id: 'r9', nextDeliveryOn: firstDeliveryOn, everyDays, askFirst }),
        },
      };
    },
  });
  const { router } = renderRoutes(
    [
      { path: '/view-detail/o1', element: <DeliverRegularly lines={lines} /> },
      { path: '/repeat-orders', element: <p>my repeat orders</p> },
    ],
    '/view-detail/o1',
  );
  return { calls, router };
}

describe('Deliver this regularly', () => {
  it('sets up every 28 days from the date she picks, asking her first', async () => {
    const { calls, router } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    expect(screen.getByLabelText('Every how many days')).toHaveValue(28);
    const date = screen.getByLabelText('First delivery');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repeat-orders'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
      everyDays: 28,
      firstDeliveryOn: '2026-12-01',
      askFirst: true,
    });
  });

  it('a fast double tap on Start repeat order sets up one repeat order, sent with an idempotency key', async () => {
    const { calls, router } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Start repeat order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repeat-orders'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('after a refusal, her next tap asks again with the same key', async () => {
    let refuse = true;
    const calls = answerApi({
      'POST user/repeats': () =>
        refuse
          ? { status: 503, body: { message: 'The store is busy. Please try again.' } }
          : { status: 201, body: { message: 'Your repeat order is set up', repeat: repeatOf({ _id: 'r9' }) } },
    });
    renderRoutes(
      [
        { path: '/', element: <DeliverRegularly lines={lines} /> },
        { path: '/repeat-orders', element: <p>mine</p> },
      ],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    await screen.findByText('mine');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
  });

  it('refuses a rhythm outside 14 to 60 days and a date in the past, with the API’s words', async () => {
    const { calls } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    const every = screen.getByLabelText('Every how many days');
    await userEvent.clear(every);
    await userEvent.type(every, '7');
    const date = screen.getByLabelText('First delivery');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    expect(await screen.findByText('Choose a rhythm of 14 to 60 days')).toBeInTheDocument();
    expect(screen.getByText('The delivery date cannot be in the past')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('times it to her cycle on the phone: only the delivery date and the rhythm are sent, her entry stays here', async () => {
    const { calls, router } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Time it to my cycle' }));
    await userEvent.type(screen.getByLabelText('First day of your last period'), '2026-11-10');
    const length = screen.getByLabelText('Your usual cycle, in days');
    await userEvent.clear(length);
    await userEvent.type(length, '30');
    // 10 Nov + 30 days is 10 Dec; two days before (the usual) is 8 Dec.
    expect(await screen.findByText('Tue, 8 Dec')).toBeInTheDocument();
    expect(screen.getByText(/what you enter here stays on this phone/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Deliver without asking me/));
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repeat-orders'));
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toEqual({
      items: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
      everyDays: 30,
      firstDeliveryOn: '2026-12-08',
      askFirst: false,
    });
    expect(JSON.stringify(calls)).not.toContain('2026-11-10');
    expect(JSON.parse(localStorage.getItem('padstore:cycle:r9')!)).toEqual({
      lastPeriodStartedOn: '2026-11-10',
      cycleLength: 30,
      daysBefore: 2,
    });
  });

  it('refuses a cycle length outside 21 to 45 days and a period in the future', async () => {
    const { calls } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver this regularly' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Time it to my cycle' }));
    await userEvent.type(screen.getByLabelText('First day of your last period'), '2026-11-26');
    const length = screen.getByLabelText('Your usual cycle, in days');
    await userEvent.clear(length);
    await userEvent.type(length, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Start repeat order' }));
    expect(await screen.findByText(CYCLE_MESSAGES.cycleLength)).toBeInTheDocument();
    expect(screen.getByText(CYCLE_MESSAGES.periodStartInFuture)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
