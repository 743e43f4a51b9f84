import { describe, expect, it } from 'vitest';
import { ConfigError, developmentModeWarning, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', production: false, sms: { provider: 'console' } });
    expect(config.otpSendsPerIpPer10Min).toBe(1000);
    expect(config.otpWrongTriesPerIpPerHour).toBe(1000);
    expect(config.databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ADMIN_PHONES: '9876543210,12' })).toThrow(/"12" is not a valid mobile number/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
  });

  it('refuses to run in production without an SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
    });
    expect(config.sms).toEqual({ provider: 'webhook', url: 'https://sms.example/send' });
    expect(config.otpSendsPerIpPer10Min).toBe(30);
    expect(config.otpWrongTriesPerIpPerHour).toBe(30);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names by address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , ::1,loopback' }).trustProxy).toBe('10.0.0.0/8,::1,loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For a client writes/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a number of proxies cannot tell a proxy from a client/);
    for (const wrong of ['nginx', '10.0.0.0/33', '127.0.0.1/8/1', '300.1.1.1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: ".*" is not a proxy's address or CIDR/);
    }
  });

  it('a store in development mode listening beyond this machine says in one line what is on, and why that is unsafe', () => {
    expect(developmentModeWarning(loadConfig({}))).toBeUndefined();
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(developmentModeWarning(loadConfig({ HOST: host })), host).toBeUndefined();
    const warning = developmentModeWarning(loadConfig({ HOST: '0.0.0.0' }));
    expect(warning).toMatch(/^development mode \(NODE_ENV is not production\) while listening on 0\.0\.0\.0: /);
    expect(warning).toMatch(/1000 sign-in codes in 10 minutes.*printed here.*development code endpoint.*Set NODE_ENV=production/);
    expect(warning).not.toContain('\n');
    const production = loadConfig({
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
    });
    expect(developmentModeWarning(production)).toBeUndefined();
  });

  it('reads admin phones in any usual form', () => {
    expect(loadConfig({ ADMIN_PHONES: '+91 98765 43210, 9123456780' }).adminPhones).toEqual(['9876543210', '9123456780']);
  });

  it('keeps the database, uploads and backups in their own folders of DATA_DIR, with backups every BACKUP_EVERY_HOURS', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pads' });
    expect(config.dataDir).toBe('/srv/pads');
    expect(config.uploadsDir).toBe('/srv/pads/uploads');
    expect(config.backups).toEqual({ dir: '/srv/pads/backups', everyHours: undefined, keep: 7 });
    expect(loadConfig({ DATA_DIR: '/srv/pads', BACKUP_DIR: '/mnt/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: '/mnt/backups',
      everyHours: 6,
      keep: 30,
    });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0.5' }).backups.everyHours).toBe(0.5);
  });

  it('refuses backup settings that cannot work', () => {
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '0' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '200' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: '2.5' })).toThrow(/BACKUP_KEEP/);
    // Scheduled backups are the embedded database's; PostgreSQL has its own.
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '6', DATABASE_URL: 'postgres://db/padstore' })).toThrow(
      /BACKUP_EVERY_HOURS: schedules backups of the embedded database/,
    );
  });
});
