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
});
