import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** A script's regular and bold files in its @fontsource package. */
const fontsource = (font: string, script: string) =>
  [400, 700].map((weight) => `@fontsource/${font}/files/${font}-${script}-${weight}-normal.woff`) as [string, string];

/**
 * The Indian scripts a customer may type her name and address in, each with the Noto Sans font that
 * covers it, regular and bold: from its @fontsource package, and Telugu from Google Fonts' whole TTF
 * (@expo-google-fonts): with @fontsource's Telugu file, subset for a bill, most of a Telugu word printed
 * blank (seen in poppler's rendering; the whole TTF subsets and draws right). A bill
 * embeds only the fonts its text needs, subset to the glyphs it uses; Latin text stays in the standard
 * Helvetica.
 *
 * `files`: regular and bold. `positioning: false` where fontkit 1 fails on a positioning anchor of the font
 * (Gurmukhi's, Telugu's): pdf-lib draws glyphs by their advances only (no mark offsets), so leaving out the
 * positioning features loses nothing it would have drawn.
 */
export const BILL_SCRIPTS = [
  { script: 'devanagari', from: 0x0900, to: 0x097f, files: fontsource('noto-sans-devanagari', 'devanagari') },
  { script: 'bengali', from: 0x0980, to: 0x09ff, files: fontsource('noto-sans-bengali', 'bengali') },
  { script: 'gurmukhi', from: 0x0a00, to: 0x0a7f, files: fontsource('noto-sans-gurmukhi', 'gurmukhi'), positioning: false },
  { script: 'gujarati', from: 0x0a80, to: 0x0aff, files: fontsource('noto-sans-gujarati', 'gujarati') },
  { script: 'oriya', from: 0x0b00, to: 0x0b7f, files: fontsource('noto-sans-oriya', 'oriya') },
  { script: 'tamil', from: 0x0b80, to: 0x0bff, files: fontsource('noto-sans-tamil', 'tamil') },
  {
    script: 'telugu',
    from: 0x0c00,
    to: 0x0c7f,
    files: [
      '@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf',
      '@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf',
    ],
    positioning: false,
  },
  { script: 'kannada', from: 0x0c80, to: 0x0cff, files: fontsource('noto-sans-kannada', 'kannada') },
  { script: 'malayalam', from: 0x0d00, to: 0x0d7f, files: fontsource('noto-sans-malayalam', 'malayalam') },
] as const;
export type BillScript = (typeof BILL_SCRIPTS)[number]['script'];

const DANDAS = /[\u0964\u0965]/;
const JOINERS = /[\u200c\u200d]/;

const scriptEntry = (script: BillScript) => BILL_SCRIPTS.find((entry) => entry.script === script)!;

function scriptOf(character: string): BillScript | undefined {
  const code = character.codePointAt(0)!;
  return BILL_SCRIPTS.find((entry) => code >= entry.from && code <= entry.to)?.script;
}

export interface TextRun {
  text: string;
  /** undefined: Latin, written in the standard font. */
  script?: BillScript;
}

/**
 * Splits text into runs of one script. The dandas (।, ॥, shared by several scripts) and the zero-width
 * joiners stay with the run they stand in; so do spaces between two words of the same script.
 */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const characters = [...text];
  characters.forEach((character, index) => {
    const last = runs.at(-1);
    let script = scriptOf(character);
    if (!script && last?.script && (DANDAS.test(character) || JOINERS.test(character))) script = last.script;
    if (!script && last?.script && character === ' ') {
      const following = characters.slice(index + 1).find((next) => next !== ' ');
      if (following && scriptOf(following) === last.script) script = last.script;
    }
    if (last && last.script === script) last.text += character;
    else runs.push(script ? { text: character, script } : { text: character });
  });
  return runs;
}

const require = createRequire(import.meta.url);

/** fontkit's Indic shaper (its state machine) expects regenerator's runtime as a global. */
async function fontkit() {
  const global = globalThis as { regeneratorRuntime?: unknown };
  // @ts-expect-error: regenerator-runtime ships no types, and only its presence matters here.
  global.regeneratorRuntime ??= ((await import('regenerator-runtime')) as { default: unknown }).default;
  return (await import('@pdf-lib/fontkit')).default;
}

const fileCache = new Map<string, Promise<Buffer>>();
function fontFile(script: BillScript, bold: boolean): Promise<Buffer> {
  const path = require.resolve(scriptEntry(script).files[bold ? 1 : 0]);
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = readFile(path);
    fileCache.set(path, bytes);
  }
  return bytes;
}

/** The positioning features left out where a script's entry says `positioning: false`. */
const GPOS_OFF = { kern: false, mark: false, mkmk: false, dist: false, abvm: false, blwm: false };

/**
 * The fonts of one bill: before writing, each script its text holds gets its font embedded (subset to
 * the glyphs the bill uses when it is saved), regular and bold; Writer then picks them without waiting.
 */
export class ScriptFonts {
  private readonly embedded = new Map<string, PDFFont>();

  static async forText(pdf: PDFDocument, text: string): Promise<ScriptFonts> {
    const fonts = new ScriptFonts();
    const scripts = new Set(scriptRuns(text).flatMap((run) => (run.script ? [run.script] : [])));
    if (scripts.size === 0) return fonts;
    pdf.registerFontkit(await fontkit());
    for (const script of scripts)
      for (const bold of [false, true]) {
        // A fixed name (pdf-lib would add a random one): the same bill gives the same bytes.
        const customName = `PADST${bold ? 'B' : 'R'}+NotoSans-${script}-${bold ? 'Bold' : 'Regular'}`;
        const entry = scriptEntry(script);
        const features = 'positioning' in entry && entry.positioning === false ? { ...GPOS_OFF } : undefined;
        fonts.embedded.set(`${script}-${bold}`, await pdf.embedFont(await fontFile(script, bold), { subset: true, customName, features }));
      }
    return fonts;
  }

  font(script: BillScript, bold: boolean): PDFFont {
    const font = this.embedded.get(`${script}-${bold}`);
    if (!font) throw new Error(`The bill's ${script} font was not prepared`);
    return font;
  }
}
