import { describe, expect, it } from 'vitest';
import { ARRIVAL_MESSAGES, CART_MESSAGES, MESSAGES, NOTIFICATION_MESSAGES } from '../messages.js';
import { ORDER_REFUSALS } from '../order-status.js';
import { en } from './en.js';
import { createTranslator, LANGUAGE_LIST, languageOfHeader } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** i18next's plural keys a language needs: Intl.PluralRules' categories. */
const pluralKeys = (code: string, base: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories.map((form) => `${base}_${form}`);

describe('the message files', () => {
  it('keeps English word for word the domain messages the forms and the API use', () => {
    expect(en['messages.phoneRequired']).toBe(MESSAGES.phoneRequired);
    expect(en['orderRefusal.outCannotCancel']).toBe(ORDER_REFUSALS.outCannotCancel);
    expect(en['cart.onlyLeft']).toBe(CART_MESSAGES.onlyLeft('{{left}}' as never));
    expect(en['arrival.minutesToGo_one']).toBe(ARRIVAL_MESSAGES.minutesToGo(1));
    expect(en['notification.notDelivered']).toBe(NOTIFICATION_MESSAGES.notDelivered('{{orderNumber}}', '{{reason}}'));
  });

  for (const { code, load } of LANGUAGE_LIST.filter((entry) => entry.code !== 'en')) {
    it(`has every key of English in ${code}, with the same placeholders, and no key English lacks`, async () => {
      const catalog = await load();
      const bases = new Set(Object.keys(en).map((key) => key.replace(/_(one|other)$/, '')));
      const expected = [...bases].flatMap((base) => (base in en ? [base] : pluralKeys(code, base))).sort();
      expect(Object.keys(catalog).sort()).toEqual(expected);
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe('');
        const english = en[key] ?? en[`${key.replace(/_\w+$/, '')}_other`]!;
        // A plural's form for one may say the number in words, without {{count}}; no other value may be missing.
        const wanted = placeholders(english).filter((name) => name !== 'count' || !/_(zero|one|two)$/.test(key) || text.includes('{{count}}'));
        expect(placeholders(text), key).toEqual(wanted);
      }
    });
  }

  it('has a Hindi text that is not the English one for every key but the store name', async () => {
    const hi = await LANGUAGE_LIST.find((entry) => entry.code === 'hi')!.load();
    for (const [key, text] of Object.entries(hi)) expect(text, key).not.toBe(en[key]);
    for (const [key, text] of Object.entries(hi)) expect(text, key).toMatch(/[\u0900-\u097f]/);
  });
});

describe('saying a message in her language', () => {
  it('finds an English message by its key, and one with values by its pattern, and says it in Hindi', async () => {
    const translator = await createTranslator();
    expect(translator.localize(MESSAGES.otpWrong, 'hi')).toBe('OTP गलत है। कृपया फिर से कोशिश करें।');
    expect(translator.localize(CART_MESSAGES.onlyLeft(3), 'hi')).toBe('सिर्फ़ 3 बचे हैं');
    expect(translator.localize(ARRIVAL_MESSAGES.minutesToGo(12), 'hi')).toBe('12 मिनट बाकी');
    expect(translator.localize(ARRIVAL_MESSAGES.minutesToGo(1), 'hi')).toBe('1 मिनट बाकी');
    expect(translator.localize(NOTIFICATION_MESSAGES.notDelivered('PS1', 'not reachable'), 'hi')).toBe(
      'हम आपका ऑर्डर PS1 डिलीवर नहीं कर पाए (not reachable)। ऑर्डर वापस स्टोर पर है, स्टोर आपसे संपर्क करेगा।',
    );
    expect(translator.localize(MESSAGES.otpWrong, 'en')).toBe(MESSAGES.otpWrong);
    expect(translator.localize('Order PS1 is now packed', 'hi')).toBe('Order PS1 is now packed');
    expect(translator.t('hi', 'cart.added')).toBe('कार्ट में जोड़ दिया गया');
  });

  it('reads the language of an Accept-Language header by weight', () => {
    expect(languageOfHeader('hi')).toBe('hi');
    expect(languageOfHeader('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageOfHeader('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageOfHeader('ta-IN,hi;q=0.5')).toBe('hi');
    expect(languageOfHeader('fr, de')).toBeUndefined();
    expect(languageOfHeader('hi;q=0')).toBeUndefined();
    expect(languageOfHeader(undefined)).toBeUndefined();
  });
});
