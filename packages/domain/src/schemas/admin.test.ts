import { describe, expect, it } from 'vitest';
import { keysetPage, pageCursorParts } from './admin.js';

const row = (index: number) => ({ at: `2026-11-28 10:${String(index).padStart(2, '0')}:00.123456+00`, id: `id-${index}` });

describe("a console list's keyset page", () => {
  it('shows at most the page and names its last row as the next cursor when a row more was read', () => {
    const rows = [row(5), row(4), row(3)];
    const { shown, older } = keysetPage(rows, 2, (each) => each);
    expect(shown).toEqual([row(5), row(4)]);
    expect(older).toBe(`${row(4).at}|id-4`);
    expect(pageCursorParts(older!)).toEqual(row(4));
  });

  it('has no next cursor on the last page, full or not, nor on an empty one', () => {
    expect(keysetPage([row(2), row(1)], 2, (each) => each).older).toBeNull();
    expect(keysetPage([row(1)], 2, (each) => each).older).toBeNull();
    expect(keysetPage([], 2, (each: { at: string; id: string }) => each)).toEqual({ shown: [], older: null });
  });
});
