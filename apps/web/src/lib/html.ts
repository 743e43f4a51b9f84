import DOMPurify from 'dompurify';

/** Sanitises server HTML once more before it is put on the page. */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
