import type { Translate } from '../../../lib/i18n';

/** A field's message under it: the schemas write the domain's English, said here in her language. */
export const fieldError = (t: Translate, error?: { message?: string }) => (error?.message ? t(error.message) : undefined);
