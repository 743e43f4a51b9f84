import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@padstore/domain';
import { consents, users } from '../../db/schema.js';
import { createTestStore, registration, type TestStore } from '../../test/harness.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const register = (payload: object) => store.app.inject({ method: 'POST', url: '/api/user/register', payload });

describe('consent at registration', () => {
  it.each([
    ['missing', undefined],
    ['unticked', false],
    ['a string', 'true'],
  ])('refuses a registration whose consent is %s, creating nothing and sending no code', async (_case, consent) => {
    const body = registration({ consent });
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PRIVACY_MESSAGES.consentRequired);
    expect(response.json().errors).toContainEqual({ path: 'consent', message: PRIVACY_MESSAGES.consentRequired });
    expect(store.sms.lastCode(String(body.phoneNumber))).toBeUndefined();
    const rows = await store.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, String(body.phoneNumber)));
    expect(rows).toHaveLength(0);
  });

  it("answers the specification's messages before the consent's", async () => {
    const response = await register(registration({ consent: undefined, fullName: 'Al' }));
    expect(response.json().message).toBe(MESSAGES.fullNameTooShort);
  });

  it('records the time and the version of the notice accepted', async () => {
    const before = Date.now();
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);
    const [user] = await store.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, String(body.phoneNumber)));
    const recorded = await store.database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, withdrawnAt: null });
    expect(recorded[0]!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded[0]!.givenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['Hindi', 'hi-IN,hi;q=0.9', 'hi'],
    ['English', 'en-IN,en;q=0.9', 'en'],
  ])('records that she read the notice in %s, and her data export says so', async (_language, acceptLanguage, code) => {
    const body = registration();
    const phoneNumber = String(body.phoneNumber);
    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: body,
      headers: { 'accept-language': acceptLanguage },
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await store.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    const recorded = await store.database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(recorded).toMatchObject([{ noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: code }]);

    // Her export, asked in the other language, still says the one she agreed in.
    const otp = store.sms.lastCode(phoneNumber);
    const verified = await store.app.inject({ method: 'POST', url: '/api/user/verify-otp', payload: { phoneNumber, otp } });
    const headers = { authorization: `Bearer ${verified.json().token as string}`, 'accept-language': code === 'hi' ? 'en' : 'hi' };
    const exported = await store.app.inject({ url: '/api/user/export', headers });
    expect(exported.json().consents).toEqual([
      expect.objectContaining({ purpose: 'account_and_orders', noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage: code }),
    ]);
  });
});
