import { hindiDescriptionPoints } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';

/**
 * A product's name and points about it in the reader's language (issue 35): the owner's Hindi for a
 * Hindi reader when written, else the English as the operator wrote it.
 */
export function productTextsIn(
  language: Language | undefined,
  row: { productName: string; productNameHi: string | null; aboutThisItem: string[]; descriptionHi: string | null },
): { productName: string; aboutThisItem: string[] } {
  if (language !== 'hi') return { productName: row.productName, aboutThisItem: row.aboutThisItem };
  const points = hindiDescriptionPoints(row.descriptionHi);
  return { productName: productNameIn(language, row), aboutThisItem: points.length ? points : row.aboutThisItem };
}

/** The name alone in the reader's language. */
export const productNameIn = (language: Language | undefined, row: { productName: string; productNameHi: string | null }) =>
  (language === 'hi' && row.productNameHi) || row.productName;
