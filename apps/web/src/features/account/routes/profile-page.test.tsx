import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_NAME_MAX_LENGTH, MESSAGES, STREET_MAX_LENGTH } from '@padstore/domain';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, holdAnswer, renderPage, renderRoutes } from '../../../test/render';
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

  it('keeps her on her profile after saving a photo, showing the one the store now holds', async () => {
    let saved = false;
    const calls = answerApi({
      'GET user/getUser': () => ({ body: { user: { ...user, image: saved ? null : '/uploads/photos/a.webp' } } }),
      'PUT user/updateUser': () => {
        saved = true;
        return { body: { message: 'Profile updated successfully', user: { ...user, image: null } } };
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/profile', element: <ProfilePage /> },
        { path: '/', element: <p>home page</p> },
      ],
      '/profile',
    );
    expect(await screen.findByAltText('Your photo')).toHaveAttribute('src', '/uploads/photos/a.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.queryByAltText('Your photo')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
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

  it('keeps what she is typing when her profile is read again meanwhile', async () => {
    const again = holdAnswer<{ body: { user: typeof user } }>();
    let asked = 0;
    answerApi({ 'GET user/getUser': () => (++asked === 1 ? { body: { user } } : again.answer()) });
    const { queryClient } = renderPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    // Her profile is asked for again (another tab saved it), and answers only once she has typed.
    void queryClient.invalidateQueries();
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha R');
    // The street she types is the one she had: the field looks untouched, yet it is hers now.
    await userEvent.clear(screen.getByLabelText('Street'));
    await userEvent.type(screen.getByLabelText('Street'), user.street);
    again.release({ body: { user: { ...user, fullName: 'Asha Rao (saved elsewhere)', street: 'Brigade Road' } } });
    await waitFor(() => expect(asked).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha R');
    expect(screen.getByLabelText('Street')).toHaveValue(user.street);
  });
});
