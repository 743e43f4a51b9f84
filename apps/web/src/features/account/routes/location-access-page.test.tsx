import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, MESSAGES } from '@padstore/domain/messages';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, holdAnswer, renderPage } from '../../../test/render';
import { NOT_SERVED } from '../../../test/serviceability';
import { LocationAccessPage } from './location-access-page';

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => vi.unstubAllGlobals());

describe('location page', () => {
  it('tells her when no branch serves the pin code, and still saves the address', async () => {
    const unserved = { ...CUSTOMER, address: 'Connaught Place, New Delhi', pinCode: '110001', isBranchAvailable: false };
    const calls = answerApi({
      'GET user/getUser': () => ({ body: { user: CUSTOMER } }),
      'GET user/serviceability': () => ({ body: NOT_SERVED }),
      'PUT user/updateUser': () => ({ body: { message: MESSAGES.profileUpdated, user: unserved } }),
    });
    const { router } = renderPage(<LocationAccessPage />, '/locationaccess');
    await waitFor(() => expect(screen.getByLabelText('Pin code')).toHaveValue('560001'));
    await userEvent.clear(screen.getByLabelText('Pin code'));
    await userEvent.type(screen.getByLabelText('Pin code'), '110001');
    expect(await screen.findByText("We don't deliver to 110001 yet")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pinCodeNotServed)).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_MESSAGES.mayStillSave)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ pinCode: '110001' });
  });

  it('leaves what she typed when her saved address arrives after she started, and saving it says the address is required', async () => {
    const profile = holdAnswer<{ body: { user: typeof CUSTOMER } }>();
    const calls = answerApi({
      'GET user/getUser': profile.answer,
      'GET user/serviceability': () => ({ body: NOT_SERVED }),
    });
    renderPage(<LocationAccessPage />, '/locationaccess');
    // She clears the address (empty, as it started) and types a pin code before her profile has come.
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Pin code'), '560002');
    profile.release({ body: { user: CUSTOMER } });
    await waitFor(() => expect(calls.some((call) => call.path === 'user/getUser')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Pin code')).toHaveValue('560002');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(MESSAGES.addressRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('fills her saved address when it arrives before she has touched the form', async () => {
    const profile = holdAnswer<{ body: { user: typeof CUSTOMER } }>();
    answerApi({ 'GET user/getUser': profile.answer, 'GET user/serviceability': () => ({ body: NOT_SERVED }) });
    renderPage(<LocationAccessPage />, '/locationaccess');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    profile.release({ body: { user: CUSTOMER } });
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(CUSTOMER.address));
    expect(screen.getByLabelText('Pin code')).toHaveValue(CUSTOMER.pinCode);
  });
});
