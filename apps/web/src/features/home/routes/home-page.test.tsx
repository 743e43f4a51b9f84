import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

// The demo's hero banner says 'Pads at your door in 30-60 minutes' in its picture.
const HERO = { _id: 'banner-0', image: '/demo/banners/banner-0.webp', position: 0 };
const OFFER = { _id: 'banner-1', image: '/demo/banners/banner-1.webp', position: 1 };
const hero = () => document.querySelector(`img[src="${HERO.image}"]`);
const offer = () => document.querySelector(`img[src="${OFFER.image}"]`);

const signedInAs = (user: typeof CUSTOMER) => {
  setToken('a-customer-token-of-enough-length');
  return answerApi({
    'GET user/getUser': () => ({ body: { user } }),
    'GET user/banner/getAllBanners': () => ({ body: { banners: [HERO, OFFER] } }),
  });
};

describe('home page: where she lives', () => {
  it('tells a customer whose saved pin code no branch serves first, instead of promising 30-60 minutes', async () => {
    signedInAs({ ...CUSTOMER, pinCode: '110001', isBranchAvailable: false, matchingBranch: null });
    renderPage(<HomePage />);
    expect(await screen.findByText("We don't deliver to 110001 yet")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery to you' })).toBeInTheDocument();
    // In the hero banner's place: the banners have come, and the others are still shown.
    await waitFor(() => expect(offer()).not.toBeNull());
    expect(hero()).toBeNull();
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
    await waitFor(() => expect(hero()).not.toBeNull());
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
