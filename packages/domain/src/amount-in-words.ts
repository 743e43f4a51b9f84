const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words: 'Ninety-Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** 1 to 999 in words: 'Five Hundred Sixty-Seven'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words with the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000); above
 * 99 crore the crores are themselves counted in words ('One Hundred Crore').
 */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number of zero or more: ${value}`);
  if (value === 0) return ONES[0]!;
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts = [];
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise as a bill writes it: 'Rupees Twelve Lakh ... Sixty-Seven and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** Rupees with Indian digit grouping and two decimals, as on a bill: 12,34,567.00 (no symbol). */
export function indianAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const whole = String(Math.floor(absolute / 100));
  const decimals = String(absolute % 100).padStart(2, '0');
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${head ? `${head},${last3}` : last3}.${decimals}`;
}

/** 0 to 99 in Hindi: each has a word of its own ('अट्ठाईस' is 28). */
const HINDI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
  'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

/** A whole number in Hindi words, Indian system: 'एक करोड़ बारह लाख तीन हज़ार तीन सौ अट्ठाईस'. */
export function numberInHindiWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number of zero or more: ${value}`);
  if (value < 100) return HINDI_BELOW_HUNDRED[value]!;
  const crore = Math.floor(value / 10_000_000);
  const parts = [];
  if (crore) parts.push(`${numberInHindiWords(crore)} करोड़`);
  const groups: [number, string][] = [
    [Math.floor((value % 10_000_000) / 100_000), 'लाख'],
    [Math.floor((value % 100_000) / 1000), 'हज़ार'],
    [Math.floor((value % 1000) / 100), 'सौ'],
  ];
  for (const [count, name] of groups) if (count) parts.push(`${HINDI_BELOW_HUNDRED[count]} ${name}`);
  if (value % 100) parts.push(HINDI_BELOW_HUNDRED[value % 100]!);
  return parts.join(' ');
}

/** An amount in paise in Hindi words, as a bill writes it: 'तीन सौ अट्ठाईस रुपये और पचास पैसे मात्र'. */
export function rupeesInHindiWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
  return `${numberInHindiWords(rupees)} ${rupeeWord}${rest ? ` और ${HINDI_BELOW_HUNDRED[rest]} पैसे` : ''} मात्र`;
}
