import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes } from '../../../test/render';
import { SearchBox } from './search-box';

/** The suggestions' code, held back until the test lets it arrive (a slow line). */
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: 0, arrive: () => arrive(), arrived };
});
vi.mock('./search-suggestions', async (importOriginal) => {
  code.asked += 1;
  await code.arrived;
  return importOriginal();
});

describe('search box before its suggestions code arrives', () => {
  it('asks for that code on her first focus, and meanwhile keeps what she types, then suggests for it', async () => {
    const calls = answerApi({
      'GET user/Product/suggest': () => ({ body: { products: [], brands: [{ _id: 'b1', brandName: 'Whisper' }] } }),
    });
    renderRoutes([{ path: '/', element: <SearchBox /> }], '/');
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search pads and brands' });
    expect(code.asked).toBe(0);

    await userEvent.type(box, 'wisp');
    expect(code.asked).toBe(1);
    expect(box.value).toBe('wisp');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(calls.filter((call) => call.path === 'user/Product/suggest')).toHaveLength(0);

    code.arrive();
    await screen.findByRole('option', { name: /Whisper/ });
    expect(box.value).toBe('wisp');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(box);
  });
});
