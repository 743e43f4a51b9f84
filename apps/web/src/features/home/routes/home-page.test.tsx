import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = (user: typeof CUSTOMER) => {
  setToken('a-customer-token-of-enough-length');
  return answerApi({ 'GET user/getUser': () => ({ body: { user } }) });
};

describe('home page: where she lives', () => {
  it('tells a customer whose saved pin code no branch serves, instead of promising 30-60 minutes', async () => {
    signedInAs({ ...CUSTOMER, pinCode: '110001', isBranchAvailable: false, matchingBranch: null });
    renderPage(<HomePage />);
    expect(await screen.findByText("We don't deliver to 110001 yet")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pinCodeNotServed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change delivery location' })).toHaveAttribute('href', '/locationaccess');
    expect(screen.queryByText(/30-60 minutes/)).not.toBeInTheDocument();
  });

  it("uses the specification's words for a pin code whose branch is closed", async () => {
    signedInAs({
      ...CUSTOMER,
      isBranchAvailable: false,
      matchingBranch: { _id: 'br1', name: 'Bengaluru Central', servicePinCode: ['560001'] },
    });
    renderPage(<HomePage />);
    expect(await screen.findByText("We don't deliver to 560001 yet")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.branchNotAvailable)).toBeInTheDocument();
  });

  it('says where it delivers to a customer whose pin code a branch serves, with the promises', async () => {
    signedInAs(CUSTOMER);
    renderPage(<HomePage />);
    expect(await screen.findByText('We deliver to 560001')).toBeInTheDocument();
    expect(screen.getByText(/Within 30-60 minutes/)).toBeInTheDocument();
  });

  it("asks nothing more for a guest: no profile and no pin-code check, and the store's promises", async () => {
    const calls = answerApi({});
    renderPage(<HomePage />);
    expect(screen.getByText(/Within 30-60 minutes/)).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.map((call) => call.path).filter((path) => /getUser|serviceability/.test(path))).toEqual([]);
    expect(screen.queryByText(/We don't deliver|We deliver to/)).not.toBeInTheDocument();
  });
});
