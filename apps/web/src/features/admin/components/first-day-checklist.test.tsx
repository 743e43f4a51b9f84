import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DAY_STEPS, type FirstDayStep } from '@padstore/domain';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { FirstDayChecklist } from './first-day-checklist';

let done: FirstDayStep[];
let smsCheck: { at: string; provider: string } | null;
let calls: ReturnType<typeof answerApi>;

const firstDay = () => ({
  steps: FIRST_DAY_STEPS.map((step) => ({ step, done: done.includes(step) })),
  allDone: done.length === FIRST_DAY_STEPS.length,
  smsCheck,
});

beforeEach(() => {
  sessionStorage.setItem('token', 'a-token-of-the-owner-00000');
  done = ['seller', 'branch'];
  smsCheck = null;
  calls = answerApi({
    'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, role: 'owner' } } }),
    'GET admin/first-day': () => ({ body: firstDay() }),
    'POST admin/first-day/sms-check': () => {
      smsCheck = { at: '2026-11-28T04:30:00.000Z', provider: 'msg91' };
      done = [...done, 'sms'];
      return { body: { sentTo: '******3210', ...smsCheck } };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const stepItem = (text: RegExp) => screen.getByText(text).closest('li')!;

describe("the dashboard's first-day checklist", () => {
  it('lists the steps left, each linking to where it is done, and ticks those done', async () => {
    renderPage(<FirstDayChecklist />);
    expect(await screen.findByRole('heading', { name: 'Before the shop opens' })).toBeInTheDocument();
    expect(screen.getByText(/4 of 6 steps left/)).toBeInTheDocument();
    expect(within(stepItem(/legal details/)).queryByRole('link')).toBeNull();
    expect(within(stepItem(/legal details/)).getByText(': done')).toBeInTheDocument();
    expect(within(stepItem(/A product with its picture/)).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    expect(within(stepItem(/UPI id/)).getByRole('link', { name: 'Content and settings' })).toHaveAttribute('href', '/admin/content');
    expect(within(stepItem(/member of staff/)).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
  });

  it("sends the test SMS to the owner's phone and ticks the step with when and through which provider", async () => {
    renderPage(<FirstDayChecklist />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test SMS' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === 'admin/first-day/sms-check')).toBe(true);
    await waitFor(() => expect(screen.getByText(/3 of 6 steps left/)).toBeInTheDocument());
    expect(within(stepItem(/SMS settings checked/)).getByText(/Sent through msg91/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a test SMS' })).toBeNull();
  });

  it('is not shown once every step is done', async () => {
    done = [...FIRST_DAY_STEPS];
    renderPage(<FirstDayChecklist />);
    await waitFor(() => expect(calls.some((call) => call.path === 'admin/first-day')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Before the shop opens' })).toBeNull();
  });
});
