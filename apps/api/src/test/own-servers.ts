/**
 * A PostgreSQL server and a Redis server of the test's own, on spare ports, for the fault tests that
 * stop and start them: the shared servers other tests use are never touched.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './store-process.js';

const run = promisify(execFile);

/** The newest PostgreSQL installed the Debian way, under /usr/lib/postgresql/VERSION/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)');
  return path.join(root, newest, 'bin');
}

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres user, who owns the folder. */
const asServerUser = process.getuid?.() === 0;
function postgresUser() {
  const ids = /^postgres:[^:]*:(\d+):(\d+):/m.exec(readFileSync('/etc/passwd', 'utf8'));
  if (!ids) throw new Error('there is no postgres user to run PostgreSQL as');
  return { uid: Number(ids[1]), gid: Number(ids[2]) };
}

async function pgCommand(tool: string, args: string[]): Promise<string> {
  const file = path.join(postgresBin(), tool);
  const { stdout } = asServerUser
    ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: os.tmpdir() })
    : await run(file, args, { cwd: os.tmpdir() });
  return stdout;
}

export interface OwnPostgres {
  /** A database of its own on the server, for the store. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/** initdb into a temporary folder, then the server on a spare port, its socket in that folder too. */
export async function startOwnPostgres(database = 'padstore'): Promise<OwnPostgres> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-own-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  mkdirSync(socketDir);
  if (asServerUser) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  chmodSync(folder, 0o700);
  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    // Fast: sessions are ended with an error (57P01), as on a restart or a failover.
    await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    async destroy() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: the server keeps its connections and answers nothing, as a hung one does. */
  pause(): void;
  resume(): void;
  destroy(): Promise<void>;
}

/** Answers once the server says PONG to PING. */
async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.on('connect', () => socket.write('PING\r\n'));
  });
}

/** `redis-server` on a spare port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const began = Date.now();
    while (!(await redisAnswers(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server stopped at start (exit ${child.exitCode})`);
      if (Date.now() - began > 15_000) throw new Error('redis-server did not answer within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async destroy() {
      child?.kill('SIGCONT');
      await stop();
    },
  };
}
