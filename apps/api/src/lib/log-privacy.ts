import type { FastifyRequest } from 'fastify';
import { namesCycleData } from '@padstore/domain';

/** Hides runs of 6 or more digits (phone numbers, codes) in text that goes to the logs. */
const maskDigits = (text: string) => text.replace(/\d{6,}/g, (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`);

/**
 * What the log never writes, in one place (issue 44). Routes (by path prefix) whose query strings are
 * left out of the log altogether, even the parameters they declare: her repeat orders (decision record
 * 020) and her data's export and erasure. Of every other route the log writes only the parameters it
 * declares, never one naming a period or a cycle. No route's body or headers are ever written: the
 * request serializer leaves them out, and pino's redaction censors them should a line carry them.
 */
export const LOG_PRIVACY = {
  routesWithoutQuery: ['/api/user/repeats', '/api/user/account', '/api/user/export'],
  redactedPaths: ['req.body', 'req.query', 'req.headers', 'body', 'query', 'headers', '*.body', '*.query', '*.headers'],
} as const;

/** The address as the log writes it: the path, and the query string parameters the route declares. */
function loggedUrl(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?', 2) as [string, string | undefined];
  if (query === undefined) return maskDigits(path);
  if (LOG_PRIVACY.routesWithoutQuery.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)))
    return `${maskDigits(path)}?[redacted]`;
  const declared = request.routeOptions?.config?.declaredQuery ?? [];
  const params = new URLSearchParams(query);
  const kept = [...params].filter(([name]) => declared.includes(name) && !namesCycleData(name));
  const left = [...params].length - kept.length;
  const text = [
    ...kept.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
    ...(left > 0 ? ['[redacted]'] : []),
  ];
  return maskDigits(`${path}?${text.join('&')}`);
}

/** What a request log line says: never the body, the token, a full phone number or an undeclared parameter. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request),
  remoteAddress: request.ip,
});

/** The store's logger options: its level, the request serializer and the redaction list above. */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream) => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: { req: requestSerializer },
  redact: { paths: [...LOG_PRIVACY.redactedPaths], censor: '[redacted]' },
});
