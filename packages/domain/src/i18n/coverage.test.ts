import { describe, expect, it } from 'vitest';
import * as domain from '../index.js';
import * as cycle from '../cycle.js';
import * as orderMessages from '../order-messages.js';
import * as consoleMessages from '../console-messages.js';
import { CATALOG_SOURCES, en } from './en.js';
import { LANGUAGE_LIST } from './languages.js';

/**
 * Every message the API can answer a customer with, or a notification can carry, is a constant of the
 * domain (STYLE.md rule 2) in a group named `..._MESSAGES`, `..._REFUSALS`, `..._NOTICES`, `..._TEXTS`,
 * `..._LABELS` or `..._REASONS`. This walks every such group the domain exports: each text is in the
 * catalog (and so has its Hindi, i18n.test.ts), unless it is named here as the staff's (their screens
 * are English for now). A new English-only message for her fails this test.
 */
const STAFF_ONLY: Record<string, true | readonly string[]> = {
  CONSOLE_MESSAGES: true,
  STAFF_MESSAGES: true,
  ORDER_MOVE_MESSAGES: true,
  // The stock ledger's refusals and entry names: the console's and the floor's (issue 49).
  STOCK_MESSAGES: true,
  STOCK_ENTRY_LABELS: true,
  // Names of REPEAT_MESSAGES' keys, not texts.
  REPEAT_REFUSAL_MESSAGES: true,
  // The role names the staff screens show.
  ROLE_LABELS: true,
  OFFER_MESSAGES: [
    'codeExists',
    'offerNotFound',
    'amountRequired',
    'flatAmount',
    'percentAmount',
    'maxDiscount',
    'minOrderValue',
    'dateFormat',
    'untilBeforeFrom',
    'totalUses',
    'usesPerCustomer',
    'unknownBranches',
    'branchNotYours',
  ],
  SEARCH_MESSAGES: [
    'termRequired',
    'meaningRequired',
    'termTooLong',
    'meaningTooLong',
    'synonymExists',
    'synonymAdded',
    'synonymRemoved',
    'synonymNotFound',
  ],
};

const GROUP_NAME = /_(MESSAGES|REFUSALS|NOTICES|TEXTS|LABELS|REASONS)$/;

/** Every text (or text-making function) of the domain's message groups, by `GROUP.path`. */
function messagesOfDomain(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const walk = (path: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'function') found.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) walk(`${path}.${name}`, inner);
    }
  };
  for (const module of [domain, cycle, orderMessages, consoleMessages]) {
    for (const [name, value] of Object.entries(module)) if (GROUP_NAME.test(name)) walk(name, value);
  }
  return found;
}

const isStaffOnly = (path: string) => {
  const [group = '', name = ''] = path.split('.');
  const staff = STAFF_ONLY[group];
  return staff === true || (Array.isArray(staff) && staff.includes(name));
};

describe('every message to her has its Hindi', () => {
  const messages = messagesOfDomain();

  it('walks the message groups the store answers and notifies with', () => {
    // The groups named in the issue: the offers' refusals, the repeat order's and the complaints' notifications.
    for (const path of [
      'OFFER_MESSAGES.unknown',
      'OFFER_MESSAGES.codeRequired',
      'OFFER_MESSAGES.belowMinimum',
      'REPEAT_MESSAGES.reminder',
      'REPEAT_MESSAGES.notPlaced',
      'NOTIFICATION_MESSAGES.complaintResolved',
    ]) {
      expect(messages.has(path), path).toBe(true);
    }
    expect(messages.size).toBeGreaterThan(250);
  });

  it('has every message for her in the catalog', () => {
    const englishTexts = new Set(Object.values(en));
    const missing = [...messages]
      .filter(([path]) => !isStaffOnly(path))
      .filter(([, text]) => !CATALOG_SOURCES.has(text) && !(typeof text === 'string' && englishTexts.has(text)))
      .map(([path]) => path);
    expect(missing, 'add them to GROUPS in en.ts, run `npm run messages`, and give their Hindi in hi.json').toEqual([]);
  });

  it('says each of them in Hindi', async () => {
    const hi = await LANGUAGE_LIST.find((entry) => entry.code === 'hi')!.load();
    const untranslated = Object.entries(en)
      .filter(([, english]) => !/[\u0900-\u097f]/.test(hi[english] ?? ''))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('names as the staff only groups and texts that exist', () => {
    for (const [group, names] of Object.entries(STAFF_ONLY)) {
      if (names === true) continue;
      for (const name of names) expect(messages.has(`${group}.${name}`), `${group}.${name}`).toBe(true);
    }
  });
});
