import { rupeesInHindiWords } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';

/**
 * A Hindi customer's bill says each label in English and in Hindi beside it ('Bill to / बिल किसके नाम'),
 * and its amount in Hindi words under the English ones. The bill's content stays as it was issued
 * (English): the Hindi is added when it is drawn, for the customer's language.
 */
const HINDI: Record<string, string> = {
  Invoice: 'बिल',
  'Tax Invoice': 'टैक्स इनवॉइस',
  'Bill of Supply': 'बिल ऑफ़ सप्लाई',
  'No.': 'नंबर',
  Date: 'तारीख',
  'Grievance officer': 'शिकायत अधिकारी',
  'Bill to': 'बिल किसके नाम',
  Order: 'ऑर्डर',
  'Pin code': 'पिन कोड',
  'Order number': 'ऑर्डर नंबर',
  'Order date': 'ऑर्डर की तारीख',
  'Delivered on': 'डिलीवरी की तारीख',
  'Place of supply': 'सप्लाई की जगह',
  Payment: 'पेमेंट',
  Item: 'आइटम',
  HSN: 'HSN',
  Qty: 'मात्रा',
  'Rate (Rs.)': 'दर (रु.)',
  'Amount (Rs.)': 'राशि (रु.)',
  Tax: 'टैक्स',
  'Delivery charge': 'डिलीवरी चार्ज',
  'Emergency charge': 'इमरजेंसी चार्ज',
  // Bills issued before the express fee had one name.
  'Express delivery charge': 'इमरजेंसी चार्ज',
  'Less discount': 'छूट',
  Discount: 'छूट',
  'Tax included': 'टैक्स शामिल',
  Total: 'कुल',
  'Amount in words': 'राशि शब्दों में',
  'This is a computer-generated document and needs no signature.': 'यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};

/** Every English label of a bill that has its Hindi (bills.test.ts checks the drawn bill says each). */
export const BILL_LABELS = Object.keys(HINDI);

export interface BillWords {
  /** A label in English, with its Hindi beside it on a Hindi customer's bill. */
  label: (english: string) => string;
  /** A column's Hindi, drawn under its English heading (a column has no room beside it); none in English. */
  under: (english: string) => string | undefined;
  /** The amount in Hindi words, or none. */
  hindiWords: (paise: number) => string | undefined;
}

export function billWords(language: Language): BillWords {
  const hindi = language === 'hi';
  return {
    label: (english) => (hindi && HINDI[english] ? `${english} / ${HINDI[english]}` : english),
    under: (english) => (hindi ? HINDI[english] : undefined),
    hindiWords: (paise) => (hindi ? rupeesInHindiWords(paise) : undefined),
  };
}

/** All the Hindi a bill may say, for choosing the fonts it embeds. */
export const HINDI_TEXT = `${Object.values(HINDI).join(' ')} ${rupeesInHindiWords(0)}`;
