import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/** Hindi's letters (Devanagari), and the signs written with them. */
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

/**
 * Hindi's letters in the store's font, 'Store Devanagari' (named last in the font list of styles/theme.css,
 * so Latin text keeps its system font): the phone's own Noto Sans Devanagari when it has one (Android
 * does), else a copy the store serves, fetched only by a page that shows such a letter (the unicode-range).
 * Regular and bold only: the semibold texts take the bold face rather than a third file.
 *
 * Added by main.tsx once the first screen is painted, not declared in the page's stylesheet: a page
 * declaring them had a phone without the font fetch 50-105 KB of it beside the screen's largest picture,
 * for a first paint that draws Hindi in the phone's own Devanagari font meanwhile anyway (`swap`).
 */
export function addStoreFonts(): void {
  if (typeof FontFace === 'undefined') return;
  for (const [weight, file, name] of [
    ['400', regular, 'Regular'],
    ['700', bold, 'Bold'],
  ] as const) {
    const source = `local('Noto Sans Devanagari ${name}'), local('NotoSansDevanagari-${name}'), url('${file}') format('woff2')`;
    document.fonts.add(new FontFace('Store Devanagari', source, { weight, style: 'normal', display: 'swap', unicodeRange: DEVANAGARI }));
  }
}
