import { describe, expect, it } from 'vitest';
import './strict-csp';

describe('the strict Content-Security-Policy and Zod', () => {
  it('makes Zod parse without compiling code, as its own config() would', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // An object schema parses by walking it (no `new Function`, which the policy forbids).
    const original = globalThis.Function;
    const compile = () => {
      throw new Error('Zod compiled a parser');
    };
    try {
      globalThis.Function = new Proxy(original, { construct: compile, apply: compile });
      expect(z.object({ name: z.string() }).parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
    } finally {
      globalThis.Function = original;
    }
  });
});
