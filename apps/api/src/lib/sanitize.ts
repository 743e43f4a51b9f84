type Purifier = (typeof import('isomorphic-dompurify'))['default'];

// DOMPurify runs on jsdom, which takes most of a second to load: it is loaded with the first page
// read or edit, not at start-up.
let purifier: Promise<Purifier> | undefined;

/** Keeps the formatting of operator-written HTML and drops scripts, handlers and foreign embeds. */
export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= import('isomorphic-dompurify').then((module) => module.default);
  return (await purifier).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
