import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { indianAmount } from '@padstore/domain';
import type { BillContent, BillLine } from './bill-content.js';
import { ScriptFonts, scriptRuns } from './bill-fonts.js';
import { billWords, HINDI_TEXT } from './bill-words.js';
import type { Language } from '@padstore/domain/i18n';

const INDIA = 'Asia/Kolkata';
const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: INDIA, day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));

/**
 * The standard PDF fonts speak WinAnsi only: Latin text is written in them, amounts say 'Rs.', and a
 * character no font of the bill has (an emoji) is written as '?' rather than failing the bill. Text in
 * an Indian script goes to its own embedded font (bill-fonts.ts).
 */
export function winAnsi(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/** pdf-lib loads with the first bill, not at start-up (as sharp and jsdom do). */
const pdfLib = () => import('pdf-lib');
type Color = ReturnType<Awaited<ReturnType<typeof pdfLib>>['rgb']>;

class Writer {
  y = A4[1] - MARGIN;
  private page: PDFPage;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly ink: Color,
    private readonly grey: Color,
    private readonly scripts: ScriptFonts,
  ) {
    this.page = pdf.addPage(A4);
  }

  /** The runs of a text, each with its font and width: Latin in Helvetica, Indian scripts in their own. */
  private runs(value: string, size: number, bold: boolean) {
    return scriptRuns(value).map((run) => {
      const font = run.script ? this.scripts.font(run.script, bold) : bold ? this.bold : this.regular;
      const text = run.script ? run.text : winAnsi(run.text);
      return { text, font, width: font.widthOfTextAtSize(text, size) };
    });
  }

  private width(value: string, size: number, bold: boolean): number {
    return this.runs(value, size, bold).reduce((sum, run) => sum + run.width, 0);
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; width?: number } = {}) {
    const size = options.size ?? 9;
    const runs = this.runs(value, size, options.bold ?? false);
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    let left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: left, y: this.y, size, font: run.font, color: this.ink });
      left += run.width;
    }
  }

  /** Splits text into lines that fit a width. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const words = value.split(/\s+/);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.width(next, size, bold) > width && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Moves down a line; a long bill goes on over more pages. */
  down(by: number) {
    this.y -= by;
    if (this.y < MARGIN + 20) {
      this.page = this.pdf.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: this.grey,
    });
  }
}

const COLUMNS = { number: MARGIN, item: MARGIN + 18, hsn: 268, quantity: 340, rate: 400, amount: 465, tax: A4[0] - MARGIN };

function taxText(line: BillLine): string {
  if (line.taxes.length === 0) return 'Nil';
  return line.taxes.map((tax) => `${tax.name} ${tax.rate}% ${indianAmount(tax.paise)}`).join(', ');
}

/**
 * Renders a bill from its stored content, in the customer's language: a Hindi customer's bill says each
 * label in Hindi beside the English, and the amount in Hindi words too. The same content and language give
 * the same bytes.
 */
export async function renderBillPdf(bill: BillContent, language: Language = 'en'): Promise<Uint8Array> {
  const say = billWords(language);
  const hindiWords = say.hindiWords(bill.totalPaise);
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const pdf = await PDFDocument.create();
  const issued = new Date(bill.issuedAt);
  pdf.setTitle(`${bill.title} ${bill.number}`);
  pdf.setAuthor(bill.seller.legalName);
  pdf.setCreator('Pad Store');
  pdf.setProducer('Pad Store (pdf-lib)');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
    rgb(0.1, 0.1, 0.1),
    rgb(0.6, 0.6, 0.6),
    await ScriptFonts.forText(pdf, `${JSON.stringify(bill)}${hindiWords ? ` ${HINDI_TEXT} ${hindiWords}` : ''}`),
  );
  const right = A4[0] - MARGIN;

  w.text(say.label(bill.title), A4[0] / 2, { size: 16, bold: true, align: 'center' });
  w.down(22);
  w.text(bill.seller.legalName, MARGIN, { size: 11, bold: true });
  w.text(`${say.label('No.')} ${bill.number}`, right, { size: 10, bold: true, align: 'right' });
  w.down(13);
  for (const line of w.wrap(`${bill.seller.address}, ${bill.seller.state}`, 300)) {
    w.text(line, MARGIN);
    w.down(11);
  }
  w.text(bill.seller.gstin ? `GSTIN: ${bill.seller.gstin}` : 'GSTIN: not registered', MARGIN);
  w.text(`${say.label('Date')}: ${dateText(bill.issuedAt)}`, right, { align: 'right' });
  w.down(11);
  const officer = bill.seller.grievanceOfficer;
  w.text(
    `${say.label('Grievance officer')}: ${officer.name}, ${officer.designation}, ${officer.email}${officer.phone ? `, ${officer.phone}` : ''}`,
    MARGIN,
    {
      size: 8,
    },
  );
  w.down(16);
  w.rule();
  w.down(14);

  w.text(say.label('Bill to'), MARGIN, { bold: true });
  w.text(say.label('Order'), 320, { bold: true });
  w.down(12);
  const address = [bill.customer.plotNumber, bill.customer.street, bill.customer.address].filter(Boolean).join(', ');
  const left = [bill.customer.name, ...w.wrap(address, 260), `${say.label('Pin code')} ${bill.customer.pinCode}`];
  const orderLines = [
    `${say.label('Order number')}: ${bill.order.orderNumber}`,
    `${say.label('Order date')}: ${dateText(bill.order.placedAt)}`,
    `${say.label('Delivered on')}: ${dateText(bill.order.deliveredAt)}`,
    `${say.label('Place of supply')}: ${bill.placeOfSupply}`,
    ...w.wrap(`${say.label('Payment')}: ${bill.order.paymentMethod}`, A4[0] - MARGIN - 320),
  ];
  for (let index = 0; index < Math.max(left.length, orderLines.length); index += 1) {
    if (left[index]) w.text(left[index]!, MARGIN);
    if (orderLines[index]) w.text(orderLines[index]!, 320);
    w.down(11);
  }
  w.down(6);
  w.rule();
  w.down(12);

  w.text('#', COLUMNS.number, { bold: true });
  w.text('Item', COLUMNS.item, { bold: true });
  w.text('HSN', COLUMNS.hsn, { bold: true });
  w.text('Qty', COLUMNS.quantity, { bold: true, align: 'right' });
  w.text('Rate (Rs.)', COLUMNS.rate + 20, { bold: true, align: 'right' });
  w.text('Amount (Rs.)', COLUMNS.amount + 30, { bold: true, align: 'right' });
  w.text('Tax', COLUMNS.tax, { bold: true, align: 'right' });
  if (say.under('Item')) {
    // Each column's Hindi under its English heading: beside it there is no room.
    w.down(10);
    const columns: [string, number, 'left' | 'right'][] = [
      ['Item', COLUMNS.item, 'left'],
      ['Qty', COLUMNS.quantity, 'right'],
      ['Rate (Rs.)', COLUMNS.rate + 20, 'right'],
      ['Amount (Rs.)', COLUMNS.amount + 30, 'right'],
      ['Tax', COLUMNS.tax, 'right'],
    ];
    for (const [english, x, align] of columns) w.text(say.under(english)!, x, { size: 8, align });
  }
  w.down(6);
  w.rule();
  w.down(12);
  const rows = [...bill.lines, ...bill.charges];
  rows.forEach((line, index) => {
    const description = w.wrap(say.label(line.description), COLUMNS.hsn - COLUMNS.item - 8);
    w.text(String(index + 1), COLUMNS.number);
    w.text(description[0] ?? '', COLUMNS.item);
    w.text(line.hsnCode, COLUMNS.hsn);
    w.text(String(line.quantity), COLUMNS.quantity, { align: 'right' });
    w.text(indianAmount(line.ratePaise), COLUMNS.rate + 20, { align: 'right' });
    w.text(indianAmount(line.amountPaise), COLUMNS.amount + 30, { align: 'right' });
    w.text(taxText(line), COLUMNS.tax, { align: 'right', size: 8 });
    for (const more of description.slice(1)) {
      w.down(11);
      w.text(more, COLUMNS.item);
    }
    if (line.discountPaise) {
      w.down(11);
      w.text(`${say.label('Less discount')}${bill.couponCode ? ` (${bill.couponCode})` : ''}`, COLUMNS.item, { size: 8 });
      w.text(`-${indianAmount(line.discountPaise)}`, COLUMNS.amount + 30, { align: 'right', size: 8 });
    }
    w.down(14);
  });
  w.rule();
  w.down(14);
  if (bill.discountPaise) {
    w.text(`${say.label('Discount')}${bill.couponCode ? ` (${bill.couponCode})` : ''}: Rs. -${indianAmount(bill.discountPaise)}`, right, {
      align: 'right',
    });
    w.down(14);
  }
  if (bill.taxPaise > 0) {
    w.text(`${say.label('Tax included')}: Rs. ${indianAmount(bill.taxPaise)}`, right, { align: 'right' });
    w.down(14);
  }
  w.text(`${say.label('Total')}: Rs. ${indianAmount(bill.totalPaise)}`, right, { size: 12, bold: true, align: 'right' });
  w.down(16);
  for (const words of [bill.totalInWords, ...(hindiWords ? [hindiWords] : [])]) {
    for (const line of w.wrap(`${say.label('Amount in words')}: ${words}`, right - MARGIN, 9, true)) {
      w.text(line, MARGIN, { bold: true });
      w.down(12);
    }
  }
  w.down(10);
  for (const note of bill.notes) {
    for (const line of w.wrap(note, right - MARGIN, 8)) {
      w.text(line, MARGIN, { size: 8 });
      w.down(10);
    }
  }
  w.down(16);
  w.text(`For ${bill.seller.legalName}`, right, { align: 'right' });
  w.down(12);
  w.text(say.label('This is a computer-generated document and needs no signature.'), right, { size: 8, align: 'right' });
  return pdf.save({ useObjectStreams: false });
}
