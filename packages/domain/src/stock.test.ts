import { describe, expect, it } from 'vitest';
import { leftNote, shortNote } from './stock.js';

describe('a cart line her branch cannot fill', () => {
  it('is marked with what is left, or out of stock', () => {
    expect(shortNote(3, 2)).toBe('Only 2 left');
    expect(shortNote(1, 0)).toBe('Out of stock');
    expect(leftNote(0)).toBe('Out of stock');
  });

  it('is not marked when the branch holds enough, or when no branch serves her', () => {
    expect(shortNote(2, 2)).toBeNull();
    expect(shortNote(1, 200)).toBeNull();
    expect(shortNote(5, null)).toBeNull();
  });
});
