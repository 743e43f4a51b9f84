/**
 * Debian's nginx started by a test with the real site file, deploy/nginx/padstore.conf: its listen
 * addresses, certificate paths and upstream ports replaced by the test's own, nothing else changed.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_FILE = fileURLToPath(new URL('../nginx/padstore.conf', import.meta.url));
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export interface SitePorts {
  http: number;
  https: number;
  instances: [number, number];
}

/** The site file with the test's addresses; each replacement must find what it replaces, or the test stops. */
export function renderSite(site: string, folder: string, ports: SitePorts): string {
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    // The test listens on loopback IPv4 only: a container may have no IPv6.
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/letsencrypt/live/shop.example.in/fullchain.pem', path.join(folder, 'fullchain.pem')],
    ['/etc/letsencrypt/live/shop.example.in/privkey.pem', path.join(folder, 'privkey.pem')],
    ['127.0.0.1:3001', `127.0.0.1:${ports.instances[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${ports.instances[1]}`],
  ];
  let rendered = site;
  for (const [from, to] of replacements) {
    if (!rendered.includes(from)) throw new Error(`the site file no longer has "${from}": update deploy/test/nginx.ts`);
    rendered = rendered.split(from).join(to);
  }
  return rendered;
}

/** A self-signed certificate for shop.example.in, where certbot would put a real one. */
export function makeCertificate(folder: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=shop.example.in',
      '-keyout',
      path.join(folder, 'privkey.pem'),
      '-out',
      path.join(folder, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
}

export interface RunningNginx {
  child: ChildProcess;
  errors(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground with everything it writes (pid, logs, temporary files) in the folder. */
export async function startNginx(folder: string, ports: SitePorts): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  writeFileSync(path.join(folder, 'padstore.conf'), renderSite(readFileSync(SITE_FILE, 'utf8'), folder, ports));
  const inFolder = (name: string) => path.join(folder, name);
  writeFileSync(
    inFolder('nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, the workers would be nobody, who cannot enter the test's private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${inFolder('nginx.pid')};`,
      `error_log ${inFolder('error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${inFolder('access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${inFolder(`${kind}-temp`)};`),
      `  include ${inFolder('padstore.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-e', inFolder('error.log'), '-p', folder, '-c', inFolder('nginx.conf')];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  let output = '';
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const errors = () => output + (existsSync(inFolder('error.log')) ? readFileSync(inFolder('error.log'), 'utf8') : '');
  const began = Date.now();
  while (!(await listening(ports.https))) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${errors()}`);
    if (Date.now() - began > 20_000) throw new Error(`nginx did not answer within 20 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = https.get({ host: '127.0.0.1', port, path: '/', rejectUnauthorized: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
