import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { answerApi, renderPage } from '../../../test/render';
import { ProfilePage } from './profile-page';

const user: User = {
  _id: 'u1',
  fullName: 'Asha Rao',
  gender: 'Female',
  email: '',
  phoneNumber: 9876543210,
  address: 'MG Road, Bengaluru',
  pinCode: '560001',
  plotNumber: '12',
  street: 'Church Street',
  image: null,
  role: 'customer',
  isBranchAvailable: true,
  matchingBranch: null,
};

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
