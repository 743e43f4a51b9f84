import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../test/customer';
import { answerApi, renderRoutes } from '../test/render';
import { notify } from '../lib/toast';
import { StaffScreenLayout, ToolHeader } from './staff-screen-layout';

function QuickHands() {
  return (
    <>
      <ToolHeader title="Floor" />
      <button type="button" onClick={() => ['Packed', 'Packed', 'Out with Ravi', 'Packed'].forEach((message) => notify.success(message))}>
        Four quick actions
      </button>
    </>
  );
}

beforeEach(() => {
  sessionStorage.setItem('token', 'a-token-of-a-packer-000000');
  answerApi({ 'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Priya Packer', role: 'packer' } } }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('toasts on the staff screens', () => {
  it('show two at most, at the foot of the screen, away from Sign out', async () => {
    renderRoutes([{ element: <StaffScreenLayout />, children: [{ path: '/floor', element: <QuickHands /> }] }], '/floor');
    fireEvent.click(await screen.findByRole('button', { name: 'Four quick actions' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(document.querySelector('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-center');
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('a staff screen of another role', () => {
  const screens = [
    { path: '/floor', element: <form aria-label="Packed" /> },
    { path: '/rider', element: <form aria-label="Confirm delivered" /> },
  ];
  it.each([
    ['rider', '/floor', 'The branch floor is a page for the owner, managers and packers', 'My deliveries', '/rider'],
    ['packer', '/rider', 'My deliveries is a page for riders', 'the branch floor', '/floor'],
  ] as const)('is not drawn for a %s at %s: whose it is, and a link to their own', async (role, path, heading, home, href) => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Ravi Kumar', role } } }) });
    renderRoutes([{ element: <StaffScreenLayout />, children: screens }], path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Go to ${home}` })).toHaveAttribute('href', href);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
