import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_NAME_MAX_LENGTH, MESSAGES, STREET_MAX_LENGTH } from '@padstore/domain';
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

  it('says which field is too long, in the words the API uses, and sends nothing', async () => {
    const calls = answerApi({ 'GET user/getUser': () => ({ body: { user } }) });
    renderPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    for (const [label, length] of [
      ['Full name', FULL_NAME_MAX_LENGTH],
      ['Street', STREET_MAX_LENGTH],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste('a'.repeat(length + 1));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.fullNameTooLong)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.streetTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  }, 20_000);
});
