/** The pseudo-language's messages, made from the English file when the app is built (catalogs.ts). */
declare module 'virtual:pseudo-catalog' {
  const messages: Record<string, unknown>;
  export default messages;
}
