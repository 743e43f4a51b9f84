import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DLT_VARIABLE,
  findSmsTemplate,
  registeredText,
  renderSms,
  SMS_TEMPLATES,
  SmsVariableError,
  templatePattern,
} from '@padstore/domain/sms-templates';

const sample = (kind: 'numeric' | 'text', length: number) => (kind === 'numeric' ? '9'.repeat(length) : 'x'.repeat(length));

describe('the SMS template table', () => {
  it('holds each template once per language, with a template id setting of its own', () => {
    const keys = SMS_TEMPLATES.map((template) => `${template.name}/${template.language}`);
    expect(new Set(keys).size).toBe(keys.length);
    const settings = SMS_TEMPLATES.map((template) => template.templateIdSetting);
    expect(new Set(settings).size).toBe(settings.length);
    for (const template of SMS_TEMPLATES) {
      expect(template.body.split(DLT_VARIABLE).length - 1).toBe(template.variables.length);
      expect(template.templateIdSetting).toMatch(/^SMS_TEMPLATE_[A-Z_]+$/);
    }
  });

  for (const template of SMS_TEMPLATES) {
    for (const shopDomain of [undefined, 'shop.example.in']) {
      it(`renders ${template.name} (${template.language}, ${shopDomain ?? 'no domain'}) to a text that matches its registered template exactly`, () => {
        for (const length of [1, 6, 30]) {
          const values = Object.fromEntries(template.variables.map((variable) => [variable.name, sample(variable.kind, length)]));
          const rendered = renderSms(template, values, shopDomain);
          const match = templatePattern(template, shopDomain).exec(rendered.text);
          expect(match, rendered.text).not.toBeNull();
          expect(match!.slice(1)).toEqual(rendered.variables);
          // Filling the registered text's places in order gives the text back: nothing is added or lost.
          const places = registeredText(template, shopDomain).split(DLT_VARIABLE);
          expect(places.reduce((whole, part, index) => whole + rendered.variables[index - 1] + part)).toBe(rendered.text);
        }
      });
    }
  }

  it('ends the sign-in code with the WebOTP line of the shop domain, and leaves it out without one', () => {
    const login = findSmsTemplate('loginCode');
    const withDomain = renderSms(login, { code: '123456' }, 'shop.example.in');
    expect(withDomain.text.split('\n').at(-1)).toBe('@shop.example.in #123456');
    expect(withDomain.variables).toEqual(['123456', '123456']);
    expect(withDomain.text.startsWith('123456 is your Pad Store login code.')).toBe(true);
    expect(renderSms(login, { code: '123456' }).text).toBe(
      '123456 is your Pad Store login code. It expires in 5 minutes. Do not share it.',
    );
    // The deletion code is not typed on the sign-in page: no WebOTP line for it.
    expect(renderSms(findSmsTemplate('accountDeletionCode'), { code: '123456' }, 'shop.example.in').text).not.toContain('@');
  });

  it('fits every English text in one SMS of 160 characters and every Hindi (Unicode) one in two parts of 67, with a long domain and the longest values', () => {
    for (const template of SMS_TEMPLATES) {
      const values = Object.fromEntries(
        template.variables.map((variable) => [variable.name, variable.name === 'code' ? '123456' : sample(variable.kind, 30)]),
      );
      const text = renderSms(template, values, 'padstore-koramangala.example.co.in').text;
      // Any character beyond GSM's alphabet makes the whole text Unicode: 70 characters alone, 67 a part joined.
      const unicode = /[^\n\x20-\x7e]/.test(text);
      expect(unicode, template.name).toBe(template.language !== 'en');
      expect(text.length, `${template.name}/${template.language}`).toBeLessThanOrEqual(unicode ? 2 * 67 : 160);
    }
  });

  it('has every template in Hindi too, with the same variables and WebOTP line', () => {
    for (const english of SMS_TEMPLATES.filter((template) => template.language === 'en')) {
      const hindi = findSmsTemplate(english.name, 'hi');
      expect(hindi.variables).toEqual(english.variables);
      expect(hindi.webOtpVariable).toBe(english.webOtpVariable);
      expect(hindi.body).toMatch(/[\u0900-\u097f]/);
    }
    expect(renderSms(findSmsTemplate('loginCode', 'hi'), { code: '123456' }, 'shop.example.in').text).toBe(
      '123456 आपका Pad Store लॉगिन कोड है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ।\n@shop.example.in #123456',
    );
  });

  it('refuses a value that DLT would not take: missing, over 30 characters, not digits, or on two lines', () => {
    const login = findSmsTemplate('loginCode');
    expect(() => renderSms(login, {})).toThrow(SmsVariableError);
    expect(() => renderSms(login, { code: '' })).toThrow(/loginCode.code is missing/);
    expect(() => renderSms(login, { code: '1'.repeat(31) })).toThrow(/over 30 characters/);
    expect(() => renderSms(login, { code: '12345a' })).toThrow(/digits only/);
    expect(templatePattern(login).test('123456 is your Pad Store login code. It expires in 5 minutes. Do not share it!')).toBe(false);
    expect(templatePattern(login).test(`${'1'.repeat(31)} is your Pad Store login code. It expires in 5 minutes. Do not share it.`)).toBe(
      false,
    );
  });

  it('is listed word for word in the production guide (docs/production.md), for the operator to register on the DLT portal', () => {
    const readme = readFileSync(new URL('../../../../../docs/production.md', import.meta.url), 'utf8');
    for (const template of SMS_TEMPLATES) {
      expect(readme).toContain(`\`${template.templateIdSetting}\``);
      expect(readme).toContain(`\`\`\`text\n${registeredText(template, 'shop.example.in')}\n\`\`\``);
    }
  });

  it('is the only road to a phone: no code outside the SMS module calls a provider itself', () => {
    const src = new URL('../..', import.meta.url).pathname;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`modules${path.sep}sms${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(50);
    const callers = files.filter((file) => /\bsms\.send\(/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(callers).toEqual([]);
  });
});
