import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWhatsapp, WHATSAPP_TEMPLATES, whatsappValues, WhatsappVariableError } from '@padstore/domain/whatsapp-templates';

describe('the WhatsApp template table', () => {
  it('holds every kind of message once in English and once in Hindi, each with its Gupshup setting', () => {
    const keys = WHATSAPP_TEMPLATES.map((template) => `${template.kind}/${template.language}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(12);
    const settings = WHATSAPP_TEMPLATES.map((template) => template.gupshupTemplateIdSetting);
    expect(new Set(settings).size).toBe(settings.length);
    for (const template of WHATSAPP_TEMPLATES) {
      const places = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])).sort();
      expect(places, template.body).toEqual(template.variables.map((_, index) => index + 1));
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
    }
  });

  it('fills the template with her values in order, and refuses a value WhatsApp would refuse', () => {
    const refund = WHATSAPP_TEMPLATES.find((template) => template.kind === 'refund' && template.language === 'en')!;
    expect(renderWhatsapp(refund, { amount: '120', orderNumber: 'PS42' })).toBe(
      'Rs 120 for your Pad Store order PS42 is refunded. Your bank may take a few days to show it.',
    );
    expect(() => whatsappValues(refund, { amount: '120' })).toThrow(WhatsappVariableError);
    expect(() => whatsappValues(refund, { amount: '1\n2', orderNumber: 'PS42' })).toThrow(WhatsappVariableError);
  });

  it('lists in the production guide every template word for word, to get approved', () => {
    const guide = readFileSync(new URL('../../../../../docs/production.md', import.meta.url), 'utf8');
    const rows = guide.split('\n').filter((line) => line.startsWith('| `padstore_') && line.includes('{{1}}'));
    expect(rows).toHaveLength(WHATSAPP_TEMPLATES.length / 2);
    for (const template of WHATSAPP_TEMPLATES) {
      const row = rows.find((line) => line.startsWith(`| \`${template.name}\``));
      expect(row, template.name).toContain(` ${template.variables.join(', ')} `);
      expect(row, template.name).toContain(` ${template.body} `);
    }
  });
});
