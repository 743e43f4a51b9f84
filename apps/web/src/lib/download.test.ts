import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';
import { sayAsServed } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  sayAsServed('en', {});
});

describe('downloading a file the API writes for her', () => {
  it('asks for it in the page’s language: her data’s readable page is written in it', async () => {
    const fetched = vi.fn(
      async () =>
        new Response('<html lang="hi"></html>', {
          headers: { 'content-disposition': 'attachment; filename="padstore-my-data-2026-11-26.html"' },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    // jsdom keeps no files: the link she would tap gets a made-up address.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:her-data', revokeObjectURL: () => undefined }));
    sayAsServed('hi', {});
    await expect(downloadFile('user/export/page', 'padstore-my-data.html')).resolves.toBe('padstore-my-data-2026-11-26.html');
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/export/page');
    expect((init.headers as Record<string, string>)['accept-language']).toBe('hi');
  });
});
