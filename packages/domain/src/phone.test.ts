import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './phone';
import { INDIA_MOBILE_METADATA } from './phone-metadata';
import { indiaMobileMetadata } from './phone-metadata-subset';

describe('normalizeMobile', () => {
  it('reads an Indian mobile number in its usual forms', () => {
    for (const typed of ['9876543210', 9876543210, '98765 43210', '+91 98765 43210', '+919876543210', '09876543210', ' 98765-43210 '])
      expect(normalizeMobile(typed)).toBe('9876543210');
  });

  it('refuses landlines, short numbers, words and numbers of other countries', () => {
    for (const typed of [
      '080 2222 3333',
      '12345',
      '98765',
      'call me',
      '',
      null,
      {},
      '+1 202 555 0123',
      '+44 7911 123456',
      '+9779812345678',
    ])
      expect(normalizeMobile(typed)).toBeNull();
  });

  it("carries the installed libphonenumber-js's current metadata for India (npm run phone-metadata -w @padstore/domain)", () => {
    const world = createRequire(import.meta.url)('libphonenumber-js/metadata.mobile.json') as MetadataJson;
    expect(INDIA_MOBILE_METADATA).toEqual(indiaMobileMetadata(world));
  });
});

describe('a phone typed into a search', () => {
  it('is the one number however it is written, so the console finds it by index', () => {
    for (const typed of ['+91 91000 00004', '91000-00004', '09100000004', ' 9100000004 ', '+91-91000-00004', '(+91) 91000 00004'])
      expect(normalizeMobile(typed), typed).toBe('9100000004');
  });

  it('leaves an order number alone', () => {
    expect(normalizeMobile('PS261123-E7TY56')).toBeNull();
    expect(normalizeMobile('E7TY')).toBeNull();
  });
});
