import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callStore, startStoreProcess } from './test/store-process.js';
import { registration } from './test/harness.js';

/** This machine's address on its network, if it has one: what another machine would call. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('development mode at start', () => {
  it('a store listening beyond loopback without NODE_ENV=production says so in one line, and keeps the codes to this machine', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-devmode-'));
    const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }, { host: '0.0.0.0' });
    try {
      const warnings = store
        .output()
        .split('\n')
        .filter((line) => line.includes('development mode'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/listening on 0\.0\.0\.0: .*Set NODE_ENV=production/),
      });

      const body = registration();
      expect((await callStore(`${store.url}/api/user/register`, 'POST', {}, body)).status).toBe(201);
      const local = await callStore(`${store.url}/api/dev/otp/${body.phoneNumber}`, 'GET');
      expect(local.body.otp).toMatch(/^\d{6}$/);
      // The same store called on this machine's network address, as another machine would reach it.
      if (networkAddress) {
        const port = new URL(store.url).port;
        const remote = await callStore(`http://${networkAddress}:${port}/api/dev/otp/${body.phoneNumber}`, 'GET');
        expect(remote.status).toBe(404);
        expect(remote.body.otp).toBeUndefined();
      }
    } finally {
      await store.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
