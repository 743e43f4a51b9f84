import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The Indian scripts a customer may type her name and address in, each with the Noto Sans font that
 * covers it, regular and bold: from its @fontsource package, and Telugu from Google Fonts' whole TTF
 * (@expo-google-fonts): with @fontsource's Telugu file, subset for a bill, most of a Telugu word printed
 * blank (seen in poppler's rendering; the whole TTF subsets and draws right). A bill
 * embeds only the fonts its text needs, subset to the glyphs it uses; Latin text stays in the standard
 * Helvetica.
 */
export const BILL_SCRIPTS = [
  { script: 'devanagari', from: 0x0900, to: 0x097f, font: 'noto-sans-devanagari' },
  { script: 'bengali', from: 0x0980, to: 0x09ff, font: 'noto-sans-bengali' },
  { script: 'gurmukhi', from: 0x0a00, to: 0x0a7f, font: 'noto-sans-gurmukhi' },
  { script: 'gujarati', from: 0x0a80, to: 0x0aff, font: 'noto-sans-gujarati' },
  { script: 'oriya', from: 0x0b00, to: 0x0b7f, font: 'noto-sans-oriya' },
  { script: 'tamil', from: 0x0b80, to: 0x0bff, font: 'noto-sans-tamil' },
  { script: 'telugu', from: 0x0c00, to: 0x0c7f, font: 'noto-sans-telugu' },
  { script: 'kannada', from: 0x0c80, to: 0x0cff, font: 'noto-sans-kannada' },
  { script: 'malayalam', from: 0x0d00, to: 0x0d7f, font: 'noto-sans-malayalam' },
] as const;
export type BillScript = (typeof BILL_SCRIPTS)[number]['script'];

const DANDAS = /[\u0964\u0965]/;
const JOINERS = /[\u200c\u200d]/;

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
  const entry = BILL_SCRIPTS.find((candidate) => candidate.script === script)!;
  const path =
    script === 'telugu'
      ? require.resolve(
          `@expo-google-fonts/noto-sans-telugu/${bold ? '700Bold/NotoSansTelugu_700Bold' : '400Regular/NotoSansTelugu_400Regular'}.ttf`,
        )
      : require.resolve(`@fontsource/${entry.font}/files/${entry.font}-${script}-${bold ? 700 : 400}-normal.woff`);
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = readFile(path);
    fileCache.set(path, bytes);
  }
  return bytes;
}

/**
 * fontkit 1 fails on a positioning anchor of Noto Sans Gurmukhi and Telugu; pdf-lib draws glyphs by their
 * advances only (no mark offsets), so leaving out these positioning features loses nothing it would have drawn.
 */
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
        const features = script === 'gurmukhi' || script === 'telugu' ? { ...GPOS_OFF } : undefined;
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
