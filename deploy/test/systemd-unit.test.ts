/**
 * The systemd unit: `systemd-analyze verify` finds nothing to say about it (an unknown key or a bad
 * value is only a warning there, so its output must be empty, not just its exit code 0), and the
 * hardening the README promises is in it, with DATA_DIR of the example environment writable.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const UNIT = fileURLToPath(new URL('../systemd/padstore@.service', import.meta.url));
const ENVIRONMENT = fileURLToPath(new URL('../padstore.env.example', import.meta.url));
const unit = readFileSync(UNIT, 'utf8');
const setting = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);

describe('the systemd unit padstore@.service', () => {
  it('passes systemd-analyze verify without a word, as the instance padstore@3001', () => {
    const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => existsSync(file));
    assert.ok(analyze, 'systemd-analyze is installed (Debian: apt-get install systemd)');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-unit-'));
    try {
      // A template is verified as one of its instances; the node it runs must exist here too.
      const instance = path.join(folder, 'padstore@3001.service');
      copyFileSync(UNIT, instance);
      const result = spawnSync(analyze, ['verify', instance], { encoding: 'utf8' });
      // Without systemd as PID 1 (a container), verify still reads and checks the file; it is the
      // complaints about the running system that would differ, and there are none to expect here.
      assert.equal(`${result.stdout}${result.stderr}`.trim(), '', 'systemd-analyze verify says nothing');
      assert.equal(result.status, 0);
      // And it does speak up about a misspelt key, so the silence above means something.
      copyFileSync(UNIT, instance);
      execFileSync('sed', ['-i', 's/^NoNewPrivileges=/NoNewPrivilege=/', instance]);
      const misspelt = spawnSync(analyze, ['verify', instance], { encoding: 'utf8' });
      assert.match(`${misspelt.stdout}${misspelt.stderr}`, /Unknown key 'NoNewPrivilege'/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs as its own user, hardened, writing only DATA_DIR, restarted on failure and stopped with SIGTERM', () => {
    assert.deepEqual(setting('User'), ['padstore']);
    assert.deepEqual(setting('NoNewPrivileges'), ['yes']);
    assert.deepEqual(setting('ProtectSystem'), ['strict']);
    assert.deepEqual(setting('PrivateTmp'), ['yes']);
    assert.deepEqual(setting('ProtectHome'), ['yes']);
    assert.deepEqual(setting('Restart'), ['on-failure']);
    assert.deepEqual(setting('KillSignal'), ['SIGTERM']);
    assert.deepEqual(setting('EnvironmentFile'), ['/etc/padstore/env']);
    assert.deepEqual(setting('Environment'), ['PORT=%i']);
    const dataDir = /^DATA_DIR=(.*)$/m.exec(readFileSync(ENVIRONMENT, 'utf8'))?.[1];
    assert.deepEqual(setting('ReadWritePaths'), [dataDir]);
    assert.ok(Number(setting('TimeoutStopSec')[0]) >= 10);
  });
});
