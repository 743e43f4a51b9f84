import unhomoglyph from 'unhomoglyph';

/**
 * One door, however it is written (issue 44): the words of a delivery address that say which door it
 * is (pin code, plot and street) folded to one form, so that an offer given once per door cannot be had
 * again by writing the same door another way. Unicode is folded (NFKC: full-width `１２` is `12`), any
 * script's digits read as digits, letters that look alike are taken to one form (Unicode's confusables
 * skeleton, UTS #39, through `unhomoglyph`: a Cyrillic `М` is an `M`), and the common ways of writing an
 * Indian address are folded (`No. 12` is `12`, `M.G. Rd` and `Mahatma Gandhi Road` are `MG Road`).
 */

export interface Door {
  pinCode: string;
  plotNumber: string;
  street: string;
}

/** Any script's decimal digit as 0-9 (Devanagari `१२` is `12`): digit blocks run 0 to 9 in Unicode. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    let zero = digit.codePointAt(0)!;
    while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && digit.codePointAt(0)! - (zero - 1) <= 9) zero -= 1;
    return String(digit.codePointAt(0)! - zero);
  });
}

/**
 * The text as one form of letters: NFKC, digits as 0-9, then the confusables skeleton of the capitals
 * (the skeleton maps a small Cyrillic `м` elsewhere than a Latin `m`, but both capitals to `M`), in
 * small letters. Digits are kept out of the skeleton, which would read `1` as `l` and `0` as `O`.
 */
function oneFormOfLetters(text: string): string {
  const folded = asciiDigits(text.normalize('NFKC')).toUpperCase();
  return folded
    .replace(/[^0-9]+/g, (letters) => unhomoglyph(letters))
    .toLowerCase()
    .normalize('NFKC');
}

const wordsOf = (text: string) => oneFormOfLetters(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Ways of writing one word of an Indian address, each to the one form its key keeps. */
const SAME_WORD: Record<string, readonly string[]> = {
  road: ['road', 'rd'],
  street: ['street', 'st', 'str'],
  mg: ['mg'],
  cross: ['cross', 'crs', 'cr'],
  main: ['main', 'mn'],
  nagar: ['nagar', 'ngr'],
  layout: ['layout', 'lyt'],
};
/** Words that only say a number follows: `No. 12`, `Number 12`. */
const NUMBER_WORDS = ['no', 'number', 'num', 'nos'];
/** Names written out in full that an address more often abbreviates. */
const SAME_NAME: readonly (readonly [readonly string[], string])[] = [[['mahatma', 'gandhi'], 'mg']];

// The words are compared after the same folding as an address, since the skeleton changes some letters.
const fold = (word: string) => wordsOf(word).join('');
const WORD_FORMS = new Map(Object.entries(SAME_WORD).flatMap(([form, spellings]) => spellings.map((s) => [fold(s), fold(form)] as const)));
const NUMBER_FORMS = new Set(NUMBER_WORDS.map(fold));
const NAME_FORMS = SAME_NAME.map(([words, form]) => [words.map(fold), fold(form)] as const);

/** Single letters in a row are one word: `M.G.` and `M G` are `MG`. */
function joinInitials(words: readonly string[]): string[] {
  const joined: string[] = [];
  let initials = '';
  for (const word of words) {
    if ([...word].length === 1 && /\p{L}/u.test(word)) {
      initials += word;
      continue;
    }
    if (initials) joined.push(initials);
    initials = '';
    joined.push(word);
  }
  if (initials) joined.push(initials);
  return joined;
}

/** The words of one part of an address in their one form, run together. */
export function doorWords(text: string): string {
  const words = joinInitials(wordsOf(text));
  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const name = NAME_FORMS.find(([parts]) => parts.every((part, offset) => words[index + offset] === part));
    if (name) {
      kept.push(name[1]);
      index += name[0].length - 1;
      continue;
    }
    // `No.` before a number says nothing of the door; `No` alone (a street called so) is kept.
    if (NUMBER_FORMS.has(word) && /^\d/.test(words[index + 1] ?? '')) continue;
    // `1st Main`, `2nd Cross`: the number is the word.
    const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(word);
    kept.push(ordinal ? ordinal[1]! : (WORD_FORMS.get(word) ?? word));
  }
  return kept.join('');
}

/** The door an address names, in one form: `560001|12|mgroad`. Before it is kept, it is keyed (hashed). */
export function doorKeyText(door: Door): string {
  return [asciiDigits(door.pinCode.normalize('NFKC')).replace(/\D/g, ''), doorWords(door.plotNumber), doorWords(door.street)].join('|');
}
