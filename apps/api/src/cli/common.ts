import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';

/** The command's arguments, its FILE resolved against the folder `npm run` was typed in. */
export function readArguments(usage: string, flags: string[] = []): { file: string; flags: Set<string> } {
  const args = process.argv.slice(2);
  const given = new Set(args.filter((arg) => arg.startsWith('--')));
  const unknown = [...given].filter((flag) => !flags.includes(flag));
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (unknown.length > 0 || files.length !== 1) fail(`Usage: ${usage}`, 2);
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!), flags: given };
}

export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

export const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
