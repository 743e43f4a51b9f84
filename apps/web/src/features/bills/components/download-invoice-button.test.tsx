import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { DownloadInvoiceButton } from './download-invoice-button';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('the invoice button in Hindi', () => {
  it('says Download invoice, and Preparing while the bill comes, in Hindi', async () => {
    // The bill never arrives: the button stays busy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(<DownloadInvoiceButton path="user/invoice/o1" />);
    expect(screen.queryByText('Download invoice')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'बिल डाउनलोड करें' }));
    expect(screen.getByRole('button', { name: 'तैयार हो रहा है...' })).toBeDisabled();
    expect(screen.queryByText('Preparing...')).toBeNull();
  });
});
