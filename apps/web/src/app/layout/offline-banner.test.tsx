import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGES } from '@padstore/domain/messages';
import { OfflineBanner } from './offline-banner';
import { OFFLINE_COPY_HEADER } from '../../sw/offline-rules';
import { api } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

const brands = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json', ...headers } });

describe('offline', () => {
  it('says she is offline while what she sees is a copy the worker kept, and stops at the next answer from the network', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => brands({ [OFFLINE_COPY_HEADER]: 'Wed, 25 Nov 2026 10:00:00 GMT' })),
    );
    await act(() => api('GET user/brand/getAllBrands'));
    expect(screen.getByRole('status')).toHaveTextContent(`${OFFLINE_MESSAGES.banner} ${OFFLINE_MESSAGES.mayBeOutOfDate}`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => brands()),
    );
    await act(() => api('GET user/brand/getAllBrands'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks nothing but the catalog copies while the browser has no network, and says why: no cart, no add to cart', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async () => brands());
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('GET user/getCarts')).rejects.toThrow(OFFLINE_MESSAGES.tryAgainOnline);
    await expect(api('POST user/addtocart/{id}', { params: { id: 'p1' }, body: {} })).rejects.toThrow(OFFLINE_MESSAGES.tryAgainOnline);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells her she is offline when a call finds no network, rather than the browser’s error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('POST user/addtocart/{id}', { params: { id: 'p1' }, body: {} })).rejects.toThrow(OFFLINE_MESSAGES.tryAgainOnline);
  });
});
