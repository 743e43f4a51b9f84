import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants.js';
import { tooLong } from '../messages.js';

export const SYNONYM_MAX_LENGTH = 60;

export const SEARCH_MESSAGES = {
  tooLong: tooLong('Search', SEARCH_MAX_LENGTH),
  termRequired: 'Word is required',
  meaningRequired: 'Meaning is required',
  termTooLong: tooLong('Word', SYNONYM_MAX_LENGTH),
  meaningTooLong: tooLong('Meaning', SYNONYM_MAX_LENGTH),
  synonymExists: 'This word already has this meaning',
  synonymAdded: 'Synonym added',
  synonymRemoved: 'Synonym removed',
  synonymNotFound: 'Synonym not found',
} as const;

/**
 * The words of a search, as search compares them: lower case, and anything but letters (any script),
 * their marks and digits taken as a space, so that %, _, quotes and NUL are never more than a gap.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** What she typed in the search box. */
export const searchField = z.string().max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong);

export const suggestQuerySchema = z.object({ q: searchField.optional() });

const synonymText = (required: string, long: string) =>
  z
    .string({ error: required })
    .max(SYNONYM_MAX_LENGTH, long)
    .transform((text) => searchWords(text).join(' '))
    .pipe(z.string().min(1, required));

/** A word customers search with and what it means to the catalog ('raat' means 'night'). */
export const searchSynonymSchema = z.object({
  term: synonymText(SEARCH_MESSAGES.termRequired, SEARCH_MESSAGES.termTooLong),
  meaning: synonymText(SEARCH_MESSAGES.meaningRequired, SEARCH_MESSAGES.meaningTooLong),
});
export type SearchSynonymInput = z.output<typeof searchSynonymSchema>;

export const suggestAnswerSchema = z.object({
  products: z.array(z.object({ _id: z.string(), productName: z.string(), brandName: z.string(), size: z.string(), image: z.string() })),
  brands: z.array(z.object({ _id: z.string(), brandName: z.string() })),
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

export const searchSynonymsAnswerSchema = z.object({
  synonyms: z.array(z.object({ _id: z.string(), term: z.string(), meaning: z.string() })),
});
export type SearchSynonyms = z.infer<typeof searchSynonymsAnswerSchema>;
