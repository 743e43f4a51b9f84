import { INDIA_TIME_ZONE, STORE_NAME } from '@padstore/domain';

/**
 * Her data as a page she can read on her phone or print: the same document as the JSON file, laid out
 * as headings and lists, every date in India time. It is a file of its own (no script, no link out), so
 * every text in it is escaped.
 */

const SECTION_TITLES: Record<string, string> = {
  profile: 'Your profile',
  addresses: 'Your addresses',
  cart: 'Your cart',
  orders: 'Your orders',
  repeats: 'Your repeat orders',
  reviews: 'Your reviews',
  notifications: 'Your notifications',
  complaints: 'Your complaints',
  consents: 'Your consents',
  sessions: 'Your sign-ins',
};

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** 'fullName' becomes 'Full name', '_id' 'Id'. */
function label(key: string): string {
  const words = key
    .replace(/^_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="none">-</span>';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return escapeHtml(indiaDateTime.format(new Date(value)));
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">None</span>';
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.map(valueHtml).join(', ');
    return `<ol>${value.map((item) => `<li>${valueHtml(item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `<div><dt>${escapeHtml(label(key))}</dt><dd>${valueHtml(item)}</dd></div>`,
    );
    return `<dl>${rows.join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#111827;margin:0 auto;max-width:48rem;padding:1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:1px solid #e5e7eb}
dl{margin:0;display:grid;gap:.25rem}dl div{display:grid;grid-template-columns:minmax(7rem,30%) 1fr;gap:.5rem}
dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}ol{margin:.25rem 0;padding-left:1.25rem}
ol>li{margin:.5rem 0;padding:.5rem;border:1px solid #e5e7eb;border-radius:.5rem}.none{color:#6b7280}`;

/** The readable page of her data export (`exportCustomerData`'s document). */
export function customerDataPage(data: { about: { exportedAt: string; note: string } } & Record<string, unknown>): string {
  const sections = Object.entries(SECTION_TITLES)
    .filter(([key]) => key in data)
    .map(([key, title]) => `<section><h2>${escapeHtml(title)}</h2>${valueHtml(data[key])}</section>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(`Your data at ${STORE_NAME}`)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(`Your data at ${STORE_NAME}`)}</h1>
<p>${escapeHtml(`As of ${indiaDateTime.format(new Date(data.about.exportedAt))} (India time). ${data.about.note}`)}</p>
${sections.join('\n')}
</body></html>
`;
}
