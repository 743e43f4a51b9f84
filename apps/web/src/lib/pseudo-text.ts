/**
 * The pseudo-language's letters: Latin letters written with marks, so that every word of a page in it is still
 * readable and no longer English. The build makes the pseudo-language's catalog from the English file with it
 * (catalogs.ts); the page says with it what the store words outside the catalog (an arrival: format.ts).
 */
const PSEUDO_LETTERS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçďéƒĝĥíĵķĺɱñöþǫŕšţüṽŵẋýžÀƁÇĎÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][index]!,
  ]),
);

/** English text in the pseudo-language's letters. */
export const pseudoText = (text: string) => text.replace(/[A-Za-z]/g, (letter) => PSEUDO_LETTERS[letter]!);
