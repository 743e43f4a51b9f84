import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { StoreToasts } from './store-toasts';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The toasts on a page of the store at `path`, on a screen as wide as a phone's or wider. */
function renderAt(path: string, phone = false) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: phone && query === '(max-width: 480px)', addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StoreToasts />
    </MemoryRouter>,
  );
}

describe('store toasts', () => {
  it('stand below the top bar (4rem), where they cover neither the cart badge nor the bell', async () => {
    renderAt('/', true);
    notify.success('Added to cart');
    const toast = await screen.findByText('Added to cart');
    const container = toast.closest<HTMLElement>('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(container!.style.top).toBe('6.5rem');
  });

  it("on a phone, stand at the foot of the console's pages, where they cover no page title; top right on a larger screen", async () => {
    renderAt('/admin/day', true);
    notify.success('Day closed');
    const container = (await screen.findByText('Day closed')).closest<HTMLElement>('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--bottom-center');
    expect(container!.style.top).toBe('');
  });

  it('stand below the top bar on a console page of a larger screen', async () => {
    renderAt('/admin/day');
    notify.success('Day closed');
    const container = (await screen.findByText('Day closed')).closest<HTMLElement>('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
  });

  it('show, once, the notice a page left before it reloaded (her account deleted)', async () => {
    sessionStorage.setItem('padstore:notice', 'Your account has been deleted');
    renderAt('/');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(sessionStorage.getItem('padstore:notice')).toBeNull();
  });
});
