/**
 * For the tests of the data directory and of backups: store processes that may be turned away, the
 * backup and restore commands as an operator types them, and a customer with a profile picture.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { callStore, freePort, REPOSITORY_ROOT, SOURCE_SERVER } from './store-process.js';
import { RELAXED_LIMITS } from './relaxed-limits.js';

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface SpawnedStore {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<Ended>;
  /** Resolves once /api/health answers 200; rejects if the process ends first. */
  ready: Promise<void>;
}

/** Starts the store from its sources without waiting: for starts that may be refused. */
export async function spawnStore(env: Record<string, string>): Promise<SpawnedStore> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SOURCE_SERVER], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...RELAXED_LIMITS, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Ended>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const began = Date.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the store ended at start-up:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() - began > 90_000) throw new Error(`the store did not answer within 90 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  ready.catch(() => undefined);
  return { child, url, output: () => output, exited, ready };
}

/** Stops a store (SIGTERM unless told otherwise) and waits for it to end. */
export async function stopStore(store: SpawnedStore, signal: NodeJS.Signals = 'SIGTERM'): Promise<Ended> {
  if (store.child.exitCode === null && store.child.signalCode === null) store.child.kill(signal);
  return store.exited;
}

/** `npm run <script> -- args`, as the operator types it, in the repository's folder. */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...RELAXED_LIMITS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

/** The lines a process printed, less npm's own warnings about this machine's configuration. */
export const linesOf = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('npm warn'));

/** Every file under a folder with its digest: to show that a command changed nothing there. */
export function treeDigest(dir: string): Record<string, string> {
  const digest: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        digest[path.relative(dir, full)] = `${statSync(full).size}:${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
      } else digest[path.relative(dir, full)] = 'special';
    }
  };
  walk(dir);
  return digest;
}

/** A small real picture (a PNG drawn by sharp). */
export async function pictureBytes(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** Gives the signed-in customer a profile picture, as the profile form does; answers its address. */
export async function uploadProfilePicture(url: string, headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ fullName: 'Asha Rao', gender: 'Female', email: 'asha@example.com' })) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(await pictureBytes())], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${url}/api/user/updateUser`, { method: 'PUT', headers, body: form });
  const body = (await response.json()) as { user?: { image?: string } };
  if (response.status !== 200 || !body.user?.image) throw new Error(`picture upload: ${response.status} ${JSON.stringify(body)}`);
  return body.user.image;
}

/** The bytes a store serves at an address, or the status when it does not answer 200. */
export async function fetchBytes(url: string): Promise<Buffer | number> {
  const response = await fetch(url);
  if (response.status !== 200) return response.status;
  return Buffer.from(await response.arrayBuffer());
}

export const ORDER_BODY = {
  deliveryAddress: { name: 'Asha Rao', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
  paymentMode: true,
  emergencyDelivery: 'false',
};

/** Places an order of one product straight away (Buy Now); answers its id. */
export async function placeOrder(url: string, headers: Record<string, string>, productId: string, quantity = 1): Promise<string> {
  const answer = await callStore(`${url}/api/user/directBuy/${productId}`, 'POST', headers, { ...ORDER_BODY, quantity });
  if (answer.status !== 201) throw new Error(`order: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.order as { _id: string })._id;
}

/** A customer's orders as the store lists them: id to status. */
export async function ordersOf(url: string, headers: Record<string, string>): Promise<Map<string, string>> {
  const answer = await callStore(`${url}/api/user/orders`, 'GET', headers);
  if (answer.status !== 200) throw new Error(`orders: ${answer.status} ${JSON.stringify(answer.body)}`);
  const list = answer.body.orders as { orderId: string; status: string }[];
  return new Map(list.map((order) => [order.orderId, order.status]));
}
