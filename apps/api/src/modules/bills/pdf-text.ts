import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, read back with a real parser (tests only). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let index = 1; index <= document.numPages; index += 1) {
    const page = await document.getPage(index);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  const pages = document.numPages;
  await document.destroy();
  return { text: parts.join('\n'), pages, title: info.Title ?? '' };
}
