import { describe, expect, it } from 'vitest';
import { ARRIVAL_MESSAGES, CART_MESSAGES, MESSAGES, NOTIFICATION_MESSAGES } from '../messages.js';
import { ORDER_REFUSALS } from '../order-status.js';
import { CATALOG_PROBLEMS, en } from './en.js';
import { createTranslator, ENGLISH_FORMS, LANGUAGE_LIST, languageOfHeader } from './index.js';

/** The values an ICU message takes: `{name}`, and `{count, plural, ...}`'s count. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();
/** The forms of an ICU plural (`one`, `other` ...). */
const pluralForms = (text: string) =>
  [...text.matchAll(/(?:^|\s|\})\s*(zero|one|two|few|many|other|=\d+)\s*\{/g)].map((match) => match[1]).sort();

describe('the message files', () => {
  it('names the values of every text that takes some', () => {
    expect(CATALOG_PROBLEMS).toEqual([]);
  });

  it('keeps English word for word the domain messages the forms and the API use', () => {
    expect(en['messages.phoneRequired']).toBe(MESSAGES.phoneRequired);
    expect(en['orderRefusal.outCannotCancel']).toBe(ORDER_REFUSALS.outCannotCancel);
    expect(en['cart.onlyLeft']).toBe(CART_MESSAGES.onlyLeft('{left}' as never));
    expect(en['arrival.minutesToGo']).toBe(`{count, plural, one {${ARRIVAL_MESSAGES.minutesToGo(1)}} other {# minutes to go}}`);
    expect(en['notification.notDelivered']).toBe(NOTIFICATION_MESSAGES.notDelivered('{orderNumber}', '{reason}'));
  });

  for (const { code, load } of LANGUAGE_LIST.filter((entry) => entry.code !== 'en')) {
    it(`has every key of English in ${code}, with the same placeholders, and no key English lacks`, async () => {
      const catalog = await load();
      for (const english of Object.values(en)) expect(catalog, english).toHaveProperty([english]);
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const [english, text] of Object.entries(catalog)) {
        expect(text.trim(), english).not.toBe('');
        expect(placeholders(text), english).toEqual(placeholders(english));
        // A plural has a form for each of the language's plural categories.
        if (pluralForms(english).length > 0) expect(pluralForms(text), english).toEqual([...categories].sort());
      }
    });
  }

  it('has a Hindi text that is not the English one for every key but the store name', async () => {
    const hi = await LANGUAGE_LIST.find((entry) => entry.code === 'hi')!.load();
    for (const [english, text] of Object.entries(hi)) expect(text, english).not.toBe(english);
    for (const [english, text] of Object.entries(hi)) expect(text, english).toMatch(/[\u0900-\u097f]/);
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
    expect(translator.t('en', 'arrival.minutesToGo', { count: 5 })).toBe(ARRIVAL_MESSAGES.minutesToGo(5));
    expect(translator.t('en', 'arrival.minutesToGo', { count: 1 })).toBe(ARRIVAL_MESSAGES.minutesToGo(1));
    expect(translator.t('en', 'delivery.notDelivered', { pinCode: '110001' })).toBe("We don't deliver to 110001 yet");
  });

  it('gives every English text back word for word through the library, values put in', async () => {
    const translator = await createTranslator();
    for (const { key, text, values = {} } of ENGLISH_FORMS) {
      const sample: Record<string, string | number> = { ...values };
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) sample[name!] = name === 'count' ? 7 : `<${name}>`;
      const expected = text.replace(/\{(\w+)\}/g, (_, name: string) => String(sample[name]));
      expect(translator.t('en', key, sample), key).toBe(expected);
      expect(translator.keyOf(expected), key).toEqual({ key, values: sample });
    }
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
