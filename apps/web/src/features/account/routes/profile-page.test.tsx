import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { ProfilePage } from './profile-page';

const user = CUSTOMER;

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('profile page', () => {
  it("makes the whole 'My Profile' heading the link home", async () => {
    answerApi({ 'GET user/getUser': () => ({ body: { user } }) });
    renderPage(<ProfilePage />, '/profile');
    const heading = await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const link = heading.closest('a');
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('block');
  });
});
