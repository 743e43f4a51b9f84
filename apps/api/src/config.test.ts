import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('keeps metrics behind METRICS_TOKEN, a token too long to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }).metricsToken).toBe('a1b2c3d4e5f6a7b8c9d0');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars or more' })).toThrow(
      /METRICS_TOKEN: must be printable characters without spaces/,
    );
  });
});
