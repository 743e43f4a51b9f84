import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';

/** Where the generated client's types live. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../../../packages/api-client/src/schema.d.ts', import.meta.url));

/** The TypeScript types of the API that openapi-typescript makes of an OpenAPI document. */
export async function clientTypes(document: OpenAPIV3.Document): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `// Generated from the OpenAPI document the store serves: npm run client:generate. Do not edit.\n\n${astToString(ast)}`;
}
