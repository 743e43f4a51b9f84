import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.doUnmock('@lingui/core'));

/** lib/i18n.tsx as a page loads it: a module of its own, Lingui not yet asked for. */
async function freshI18n(lingui: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('@lingui/core', lingui);
  return import('./i18n');
}

describe('the translating function before and after Lingui', () => {
  it('says English, values put in, without loading Lingui', async () => {
    const asked = vi.fn();
    const { translate, activateLanguage } = await freshI18n(async () => {
      asked();
      return vi.importActual('@lingui/core');
    });
    activateLanguage('en');
    expect(translate('Only {left} left', { left: 3 })).toBe('Only 3 left');
    expect(asked).not.toHaveBeenCalled();
  });

  it('switches to another language once Lingui has arrived, and stays in English meanwhile', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { translate, activateLanguage } = await freshI18n(async () => {
      await arrived;
      return vi.importActual('@lingui/core');
    });
    activateLanguage('hi', { 'Only {left} left': 'सिर्फ़ {left} बचे हैं' });
    expect(translate('Only {left} left', { left: 3 })).toBe('Only 3 left');
    arrive();
    await vi.waitFor(() => expect(translate('Only {left} left', { left: 3 })).toBe('सिर्फ़ 3 बचे हैं'));
    activateLanguage('en');
    expect(translate('Only {left} left', { left: 3 })).toBe('Only 3 left');
  });

  it('keeps the last language asked for while Lingui was on its way', async () => {
    const { translate, activateLanguage, loadTranslator } = await freshI18n(() => vi.importActual('@lingui/core'));
    activateLanguage('hi', { Search: 'खोजें' });
    activateLanguage('en');
    await loadTranslator();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(translate('Search')).toBe('Search');
  });
});
