import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  createTranslator,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfHeader,
  LANGUAGES,
  type Language,
  type MessageValues,
} from '@padstore/domain/i18n';
import { users } from '../db/schema.js';

/** The server's translator: every language's catalog, loaded once when the API starts. */
export const translator = await createTranslator();

/**
 * A text of the catalog in the language saved on a customer's account, chosen by the database inside
 * the statement that writes it (a notification made with an order's change, in one statement). Values
 * that are themselves words (a reason, a day) are given per language.
 */
export function inHerLanguage(
  userId: string | SQL,
  key: string,
  values: MessageValues | ((language: Language) => MessageValues) = {},
): SQL {
  const text = (language: Language) => translator.t(language, key, typeof values === 'function' ? values(language) : values);
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const language = sql`(select ${users.language} from ${users} where ${eq(users.id, userId)})`;
  return sql`case ${language} ${sql.join(
    others.map((other) => sql`when ${other} then ${text(other)}`),
    sql` `,
  )} else ${text(DEFAULT_LANGUAGE)} end`;
}

/** The staff's screens (console, floor, rider) are English for now: so are their answers. */
export const isStaffRoute = (request: FastifyRequest) => request.url.startsWith('/api/admin');

/**
 * The language a customer's request is answered in: the one its `Accept-Language` names among the
 * store's (the web app sends the language she chose), else the one saved in her profile, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (isStaffRoute(request)) return DEFAULT_LANGUAGE;
  const asked = languageOfHeader(request.headers['accept-language']);
  if (asked) return asked;
  const saved = request.user?.language;
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}
