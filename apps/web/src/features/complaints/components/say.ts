/**
 * How a component shared with the grievance desk says its texts: her pages pass their `t` (her language);
 * the desk, a staff screen, passes nothing and stays English.
 */
export type Say = (text: string) => string;
export const inEnglish: Say = (text) => text;
