/** "1 order", "2 orders": a count with its noun, singular for one. */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
