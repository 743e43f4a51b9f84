import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.doUnmock('@lingui/core'));

/** lib/i18n.tsx as a page loads it: a module of its own, Lingui not yet asked for. */
async function freshI18n(lingui: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('@lingui/core', lingui);
  return import('./i18n');
}

/** The texts a server render said in Hindi (recordSaid), as it sends them with the page. */
const SAID_IN_HINDI = {
  'View cart': 'कार्ट देखें',
  'Only {left} left\u0000{"left":3}': 'सिर्फ़ 3 बचे हैं',
};

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

  it('takes a page the server rendered in Hindi over with the texts it said, Lingui not asked for', async () => {
    const asked = vi.fn();
    const { translate } = await freshI18n(() => {
      asked();
      return new Promise(() => undefined);
    });
    const { openInLanguage } = await import('./languages');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-messages';
    block.textContent = JSON.stringify(SAID_IN_HINDI);
    document.head.append(block);
    try {
      const restOfHindi = await openInLanguage('hi');
      expect(translate('View cart')).toBe('कार्ट देखें');
      expect(translate('Only {left} left', { left: 3 })).toBe('सिर्फ़ 3 बचे हैं');
      // What the server did not say is English until Lingui and the whole file are here.
      expect(translate('Only {left} left', { left: 4 })).toBe('Only 4 left');
      expect(asked).not.toHaveBeenCalled();
      void restOfHindi();
      await vi.waitFor(() => expect(asked).toHaveBeenCalled());
      expect(translate('View cart')).toBe('कार्ट देखें');
    } finally {
      block.remove();
    }
  });

  it('says the whole file once Lingui has come after a page taken over', async () => {
    const { translate, activateLanguage, sayAsServed, loadTranslator } = await freshI18n(() => vi.importActual('@lingui/core'));
    sayAsServed('hi', SAID_IN_HINDI);
    await loadTranslator();
    // Lingui alone changes nothing: the page says what the server said until the file is taken up.
    expect(translate('Only {left} left', { left: 4 })).toBe('Only 4 left');
    activateLanguage('hi', { 'Only {left} left': 'सिर्फ़ {left} बचे हैं' });
    expect(translate('Only {left} left', { left: 4 })).toBe('सिर्फ़ 4 बचे हैं');
    activateLanguage('en');
    expect(translate('View cart')).toBe('View cart');
  });
});
