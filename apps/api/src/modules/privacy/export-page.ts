import { indiaClockText, indiaDateText, MY_DATA_FIELDS, MY_DATA_PAGE_TEXTS, MY_DATA_SECTIONS } from '@padstore/domain';
import { en, type Language } from '@padstore/domain/i18n';
import { translator } from '../../lib/her-language.js';

/**
 * Her data as a page she can read on her phone or print: the same document as the JSON file, laid out
 * as headings and lists in her language (the domain's my-data-page.ts names every section, field and
 * code), every date in India time. What she or the store wrote stays as written; a text the store says
 * from its catalog (an order's status, a notification) is said in her language. It is a file of its own
 * (no script, no link out), so every text in it is escaped.
 */

/** The fields whose values are the store's codes ('out_for_delivery'), said in words. */
const CODED_FIELDS = new Set(['status', 'use', 'role', 'gender', 'deliveryType', 'purpose', 'noticeLanguage']);
/** The fields whose values the store writes from its catalog ('Cash on Delivery', 'Order placed'). */
const SAID_FIELDS = new Set(['statusLabel', 'paymentMethod', 'cancelReason', 'note', 'title', 'message']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** 'fullName' becomes 'Full name', '_id' 'Id': a field the page has no name for (none today). */
function keyWords(key: string): string {
  const words = key
    .replace(/^_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a code's words are: an order's and a complaint's status and a delivery type have their own. */
const CODE_GROUPS = ['orderStatus', 'complaintStatus', 'deliveryType', 'myDataCode'];
/** The field the page names another by ('_id' is the number of what it belongs to, as 'id' is). */
const SAME_FIELD: Record<string, string> = { _id: 'id' };

/** The texts of the page in one language. */
function pageWords(language: Language) {
  const say = (group: string, name: string) => translator.t(language, `${group}.${name}`);
  return {
    page: (name: keyof typeof MY_DATA_PAGE_TEXTS) => say('myDataPage', name),
    section: (name: keyof typeof MY_DATA_SECTIONS) => say('myDataSection', name),
    field: (key: string) => {
      const field = SAME_FIELD[key] ?? key;
      return field in MY_DATA_FIELDS ? say('myDataField', field) : keyWords(key);
    },
    code: (code: string) => {
      const group = CODE_GROUPS.find((name) => `${name}.${code}` in en);
      return group ? say(group, code) : code;
    },
    said: (text: string) => translator.localize(text, language),
    /** '26 Nov 2026, 9:05 AM' ('26 नवंबर 2026, 9:05 AM' in Hindi): India time, Latin digits. */
    dateTime: (iso: string) => `${indiaDateText(new Date(iso), language)}, ${indiaClockText(new Date(iso))}`,
  };
}
type PageWords = ReturnType<typeof pageWords>;

function valueHtml(words: PageWords, value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '<span class="none">-</span>';
  if (typeof value === 'boolean') return escapeHtml(words.page(value ? 'yes' : 'no'));
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return escapeHtml(words.dateTime(value));
  if (typeof value === 'string' && CODED_FIELDS.has(key)) return escapeHtml(words.code(value));
  if (typeof value === 'string' && SAID_FIELDS.has(key)) return escapeHtml(words.said(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return `<span class="none">${escapeHtml(words.page('none'))}</span>`;
    if (value.every((item) => typeof item !== 'object' || item === null))
      return value.map((item) => valueHtml(words, item, key)).join(', ');
    return `<ol>${value.map((item) => `<li>${valueHtml(words, item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>).map(
      ([field, item]) => `<div><dt>${escapeHtml(words.field(field))}</dt><dd>${valueHtml(words, item, field)}</dd></div>`,
    );
    return `<dl>${rows.join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#111827;margin:0 auto;max-width:48rem;padding:1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:1px solid #e5e7eb}
dl{margin:0;display:grid;gap:.25rem}dl div{display:grid;grid-template-columns:minmax(7rem,30%) 1fr;gap:.5rem}
dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}ol{margin:.25rem 0;padding-left:1.25rem}
ol>li{margin:.5rem 0;padding:.5rem;border:1px solid #e5e7eb;border-radius:.5rem}.none{color:#6b7280}
@media (max-width:30rem){dd dl div{display:block}dd dl dd{margin-bottom:.25rem}}`;

/** The readable page of her data export (`exportCustomerData`'s document), in her language. */
export function customerDataPage(data: { about: { exportedAt: string } } & Record<string, unknown>, language: Language): string {
  const words = pageWords(language);
  const sections = (Object.keys(MY_DATA_SECTIONS) as (keyof typeof MY_DATA_SECTIONS)[])
    .filter((key) => key in data)
    .map((key) => `<section><h2>${escapeHtml(words.section(key))}</h2>${valueHtml(words, data[key])}</section>`);
  const title = escapeHtml(words.page('title'));
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title><style>${STYLE}</style></head>
<body><h1>${title}</h1>
<p>${escapeHtml(`${words.page('madeOn')}: ${words.dateTime(data.about.exportedAt)} (${words.page('indiaTime')}). ${words.page('note')}`)}</p>
${sections.join('\n')}
</body></html>
`;
}
