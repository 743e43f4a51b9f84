import { describe, expect, it } from 'vitest';
import { servedDocument } from './served-document.js';

describe('the served OpenAPI document', () => {
  it('describes every tag its operations use, and names every operation once', async () => {
    const document = await servedDocument();
    const operations = Object.values(document.paths ?? {}).flatMap((path) =>
      Object.values(path ?? {}).filter((value) => typeof value === 'object' && !Array.isArray(value)),
    ) as { tags?: string[]; operationId?: string }[];
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    const names = operations.map((operation) => operation.operationId);
    expect(names.filter((name) => !name)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});
