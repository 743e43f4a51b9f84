import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../../lib/toast';
import { StoreToasts } from './store-toasts';

afterEach(() => sessionStorage.clear());

describe('store toasts', () => {
  it('stand below the top bar (4rem), where they cover neither the cart badge nor the bell', async () => {
    render(<StoreToasts />);
    notify.success('Added to cart');
    const toast = await screen.findByText('Added to cart');
    const container = toast.closest<HTMLElement>('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    expect(container!.style.top).toBe('6.5rem');
  });

  it('show, once, the notice a page left before it reloaded (her account deleted)', async () => {
    sessionStorage.setItem('padstore:notice', 'Your account has been deleted');
    render(<StoreToasts />);
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(sessionStorage.getItem('padstore:notice')).toBeNull();
  });
});
