import DOMPurify from 'isomorphic-dompurify';

/** Keeps the formatting of operator-written HTML and drops scripts, handlers and foreign embeds. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
