/**
 * Where a text's values go: `{name}`, as in 'Only {left} left'. A module of its own: the pages' first
 * load puts values in with it (apps/web lib/i18n.tsx) and needs nothing else of patterns.ts.
 */
export const PLACE = /\{(\w+)\}/g;
