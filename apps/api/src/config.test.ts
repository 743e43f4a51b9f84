import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_OFFER_KEY_SECRET, developmentModeWarning, loadConfig } from './config.js';

const SECRET = 'a-test-offer-key-secret-of-32-chars-or-more';

describe('configuration', () => {
  it("keeps the offers' keys with a development secret, and refuses production without its own", () => {
    expect(loadConfig({}).offerKeySecret).toBe(DEVELOPMENT_OFFER_KEY_SECRET);
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' };
    expect(() => loadConfig(production)).toThrow(/OFFER_KEY_SECRET: must be set in production/);
    expect(() => loadConfig({ ...production, OFFER_KEY_SECRET: 'short' })).toThrow(/OFFER_KEY_SECRET: must be at least 32 characters/);
    expect(loadConfig({ ...production, OFFER_KEY_SECRET: SECRET }).offerKeySecret).toBe(SECRET);
  });

  it('limits what one customer holds: 5 repeat orders, 3 open orders and 20 packs unless set', () => {
    expect(loadConfig({}).limits).toEqual({ repeatsPerCustomer: 5, openOrders: 3, openPacks: 20 });
    const set = loadConfig({ REPEATS_PER_CUSTOMER: '2', OPEN_ORDERS_PER_CUSTOMER: '4', OPEN_PACKS_PER_CUSTOMER: '30' });
    expect(set.limits).toEqual({ repeatsPerCustomer: 2, openOrders: 4, openPacks: 30 });
    expect(() => loadConfig({ OPEN_ORDERS_PER_CUSTOMER: '0' })).toThrow(/OPEN_ORDERS_PER_CUSTOMER/);
  });

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
    expect(() => loadConfig({ DEMO_CATALOG: 'yes' })).toThrow(/DEMO_CATALOG: must be true or false/);
  });

  it('adds the demo catalog to an empty database in development only, unless DEMO_CATALOG says otherwise', () => {
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'console', OFFER_KEY_SECRET: SECRET };
    expect(loadConfig({}).demoCatalog).toBe(true);
    expect(loadConfig({ DEMO_CATALOG: 'false' }).demoCatalog).toBe(false);
    expect(loadConfig(production).demoCatalog).toBe(false);
    expect(loadConfig({ ...production, DEMO_CATALOG: 'true' }).demoCatalog).toBe(true);
  });

  it('refuses to run in production without an SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OFFER_KEY_SECRET: SECRET })).toThrow(ConfigError);
    const config = loadConfig({
      NODE_ENV: 'production',
      OFFER_KEY_SECRET: SECRET,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
    });
    expect(config.sms).toMatchObject({ provider: 'webhook', webhookUrl: 'https://sms.example/send' });
    expect(config.otpSendsPerIpPer10Min).toBe(30);
    expect(config.otpWrongTriesPerIpPerHour).toBe(30);
  });

  describe('SMS through DLT', () => {
    const dlt = {
      SMS_DLT_ENTITY_ID: '1201160000000000001',
      SMS_SENDER_ID: 'PADSTR',
      SMS_TEMPLATE_LOGIN_OTP: '1207160000000000001',
      SMS_TEMPLATE_ACCOUNT_DELETION_OTP: '1207160000000000002',
      SMS_TEMPLATE_REPEAT_REMINDER: '1207160000000000003',
      SMS_TEMPLATE_LOGIN_OTP_HI: '1207160000000000004',
      SMS_TEMPLATE_ACCOUNT_DELETION_OTP_HI: '1207160000000000005',
      SMS_TEMPLATE_REPEAT_REMINDER_HI: '1207160000000000006',
      PUBLIC_URL: 'https://shop.example.in',
    };
    const msg91 = {
      MSG91_AUTH_KEY: 'key-1',
      MSG91_TEMPLATE_LOGIN_OTP: '64a1f0c2d6fc0570a1b2c3d4',
      MSG91_TEMPLATE_ACCOUNT_DELETION_OTP: '64a1f0c2d6fc0570a1b2c3d5',
      MSG91_TEMPLATE_REPEAT_REMINDER: '64a1f0c2d6fc0570a1b2c3d6',
      MSG91_TEMPLATE_LOGIN_OTP_HI: '64a1f0c2d6fc0570a1b2c3d7',
      MSG91_TEMPLATE_ACCOUNT_DELETION_OTP_HI: '64a1f0c2d6fc0570a1b2c3d8',
      MSG91_TEMPLATE_REPEAT_REMINDER_HI: '64a1f0c2d6fc0570a1b2c3d9',
    };
    const gupshup = { GUPSHUP_USER_ID: '2000123456', GUPSHUP_PASSWORD: 'secret' };
    const without = (env: Record<string, string>, setting: string) =>
      Object.fromEntries(Object.entries(env).filter(([name]) => name !== setting));

    it('reads MSG91 with its entity, header, template ids and default address', () => {
      const config = loadConfig({ NODE_ENV: 'production', OFFER_KEY_SECRET: SECRET, SMS_PROVIDER: 'msg91', ...dlt, ...msg91 });
      expect(config.sms).toMatchObject({
        provider: 'msg91',
        dlt: {
          entityId: '1201160000000000001',
          senderId: 'PADSTR',
          templateIds: { SMS_TEMPLATE_LOGIN_OTP: '1207160000000000001', SMS_TEMPLATE_ACCOUNT_DELETION_OTP: '1207160000000000002' },
        },
        msg91: {
          authKey: 'key-1',
          url: 'https://control.msg91.com',
          templateIds: { MSG91_TEMPLATE_LOGIN_OTP: '64a1f0c2d6fc0570a1b2c3d4' },
        },
      });
      expect(config.publicUrl).toBe('https://shop.example.in');
      expect(loadConfig({ SMS_PROVIDER: 'msg91', ...dlt, ...msg91, MSG91_URL: 'http://127.0.0.1:41001' }).sms.msg91?.url).toBe(
        'http://127.0.0.1:41001',
      );
    });

    it('stops the start naming each missing setting of a real provider', () => {
      for (const setting of Object.keys({ ...dlt, ...msg91 })) {
        expect(() => loadConfig({ SMS_PROVIDER: 'msg91', ...without({ ...dlt, ...msg91 }, setting) }), setting).toThrow(
          new RegExp(`${setting}: is required when SMS_PROVIDER=msg91`),
        );
      }
      for (const setting of Object.keys({ ...dlt, ...gupshup })) {
        expect(() => loadConfig({ SMS_PROVIDER: 'gupshup', ...without({ ...dlt, ...gupshup }, setting) }), setting).toThrow(
          new RegExp(`${setting}: is required when SMS_PROVIDER=gupshup`),
        );
      }
    });

    it('refuses a header that is not 6 letters, ids that are not digits and an unknown provider', () => {
      const base = { SMS_PROVIDER: 'gupshup', ...dlt, ...gupshup };
      expect(() => loadConfig({ ...base, SMS_SENDER_ID: 'PAD1' })).toThrow(/SMS_SENDER_ID: must be the 6-letter sender header/);
      expect(() => loadConfig({ ...base, SMS_SENDER_ID: 'PADSTORE' })).toThrow(/SMS_SENDER_ID/);
      expect(() => loadConfig({ ...base, SMS_DLT_ENTITY_ID: '12-34' })).toThrow(/SMS_DLT_ENTITY_ID: must be the entity id/);
      expect(() => loadConfig({ ...base, SMS_TEMPLATE_LOGIN_OTP: 'login' })).toThrow(/SMS_TEMPLATE_LOGIN_OTP: must be the template id/);
      expect(() => loadConfig({ ...base, GUPSHUP_USER_ID: 'shop' })).toThrow(/GUPSHUP_USER_ID/);
      expect(() => loadConfig({ ...base, PUBLIC_URL: 'shop.example.in' })).toThrow(/PUBLIC_URL/);
      expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    });

    it('takes a fallback that is another provider, with its own settings', () => {
      const config = loadConfig({ SMS_PROVIDER: 'msg91', SMS_FALLBACK_PROVIDER: 'gupshup', ...dlt, ...msg91, ...gupshup });
      expect(config.sms).toMatchObject({
        provider: 'msg91',
        fallback: 'gupshup',
        gupshup: { userId: '2000123456', url: 'https://enterprise.smsgupshup.com/GatewayAPI/rest' },
      });
      expect(() => loadConfig({ SMS_PROVIDER: 'msg91', SMS_FALLBACK_PROVIDER: 'gupshup', ...dlt, ...msg91 })).toThrow(
        /GUPSHUP_USER_ID: is required when SMS_FALLBACK_PROVIDER=gupshup/,
      );
      expect(() => loadConfig({ SMS_PROVIDER: 'msg91', SMS_FALLBACK_PROVIDER: 'msg91', ...dlt, ...msg91 })).toThrow(
        /SMS_FALLBACK_PROVIDER: must be another provider than SMS_PROVIDER/,
      );
      expect(() => loadConfig({ SMS_FALLBACK_PROVIDER: 'webhook' })).toThrow(
        /SMS_WEBHOOK_URL: is required when SMS_FALLBACK_PROVIDER=webhook/,
      );
    });

    it('keeps the webhook and the console free of DLT settings', () => {
      expect(loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' }).sms.dlt).toBeUndefined();
      expect(loadConfig({}).sms).toEqual({ provider: 'console' });
    });
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
      OFFER_KEY_SECRET: SECRET,
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
