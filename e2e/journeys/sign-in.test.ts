import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP_VIEWPORT, expectConsoleError, lastOtp, PHONE_VIEWPORT, screenshot } from '../support/browser.js';
import { storeAndBrowser } from '../support/suite.js';
import { expectAccessible } from '../support/accessibility.js';

const suite = storeAndBrowser();

describe('signing in', () => {
  it('a new customer registers, verifies the OTP, saves an address and logs out', async () => {
    const page = await suite.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${suite.store.url}/`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');

    // Every field is checked with the specification's messages before anything is sent.
    await page.getByRole('button', { name: 'Get OTP' }).click();
    for (const message of [
      'Full name is required',
      'Gender is required',
      'Mobile number is required',
      'Pin code is required',
      'Plot number is required',
      'Street name is required',
      'Please accept the privacy notice to continue',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page, 'register-errors');

    const phone = '9812345670';
    await page.getByLabel('Full name').fill('Kavya Menon');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Pin code', { exact: true }).fill('560003');
    await page.getByLabel('Address', { exact: true }).fill('Brigade Road, Bengaluru');
    await page.getByLabel('Plot number').fill('7A');
    await page.getByLabel('Street').fill('Residency Road');
    // Consent at registration: the plain notice links to the policy, and the box must be ticked.
    assert.equal(await page.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href'), '/privacypolicy');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Please accept the privacy notice to continue').waitFor();
    assert.equal(page.url().endsWith('/register'), true);
    await page.getByLabel('I have read the privacy notice and agree to it').check();
    await screenshot(page, 'register-consent');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.waitForURL('**/verifyotp');

    await page.getByText(phone).waitFor();
    await page.getByText(/Resend code in 5\d s|Resend code in 5\ds/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Resend code' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Verify' }).isDisabled(), true);
    await screenshot(page, 'verify-otp');

    await page.getByLabel('One-time password').fill(await lastOtp(suite.store.url, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${suite.store.url}/`);
    await page.getByRole('button', { name: /Account/ }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Login' }).count(), 0);
    await screenshot(page, 'home-customer');

    await page.goto(`${suite.store.url}/locationaccess`);
    await page.waitForFunction(
      () => (document.querySelector('input[autocomplete="postal-code"]') as HTMLInputElement | null)?.value === '560003',
    );
    await page.getByLabel('Address').fill('Colaba Causeway, Mumbai');
    await page.getByLabel('Pin code', { exact: true }).fill('400005');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(`${suite.store.url}/`);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const profile = await fetch(`${suite.store.url}/api/user/getUser`, { headers: { authorization: `Bearer ${token}` } }).then((response) =>
      response.json(),
    );
    assert.equal(profile.user.pinCode, '400005');
    assert.equal(profile.user.matchingBranch.name, 'Mumbai Fort');

    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    const revoked = await fetch(`${suite.store.url}/api/user/getUser`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(revoked.status, 401);
    await page.close();
  });

  it('a registered customer logs in on a phone-sized screen and uses the small-screen menu', async () => {
    const phone = '9898989898';
    await fetch(`${suite.store.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Ritu Das',
        gender: 'Female',
        phoneNumber: Number(phone),
        address: 'Fort, Mumbai',
        pinCode: '400001',
        plotNumber: '3',
        street: 'DN Road',
        consent: true,
      }),
    });
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/login`);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Phone number is required').waitFor();
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Phone number is not valid').waitFor();
    await screenshot(page, 'login-errors');
    // Registration sent a code seconds ago: login says so (a 429) and goes to the OTP screen for that code.
    expectConsoleError(page, /status of 429/);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Please wait before requesting another OTP.').waitFor();
    await page.waitForURL('**/verifyotp');
    await page.getByLabel('One-time password').fill(await lastOtp(suite.store.url, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${suite.store.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const item of ['Account', 'Orders', 'Cart', 'Notifications', 'Logout']) {
      await page.locator('#mobile-menu').getByRole('link', { name: item, exact: true }).waitFor();
    }
    await screenshot(page, 'mobile-menu');
    await page.close();
  });

  it('an unknown phone is told to register', async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/login`);
    expectConsoleError(page, /status of 404/);
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('User not found. Please register.').waitFor();
    await page.close();
  });
});

describe('the frame and the static pages', () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`shows every static page at ${viewport.width} px, with nothing blocked by the Content-Security-Policy`, async () => {
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const pages: [string, string][] = [
        ['/', 'Pad Store: sanitary pads delivered in 30-60 minutes'],
        ['/aboutus', 'About Us'],
        ['/contactus', 'Contact Us'],
        ['/privacypolicy', 'Privacy Policy'],
        ['/termscondition', 'Terms And Conditions'],
        ['/testimonials', 'Customer Testimonials'],
        ['/no-such-page', 'Page not found'],
        ['/login', 'Login'],
        ['/register', 'Register'],
      ];
      for (const [route, heading] of pages) {
        await page.goto(`${suite.store.url}${route}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.equal(await page.locator('h1').count(), 1, `one h1 on ${route}`);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${route} at ${viewport.width} px`);
        await screenshot(page, route === '/' ? 'home' : route.slice(1));
      }
      await page.goto(`${suite.store.url}/contactus`);
      await page.getByText('Contact us to our email:').waitFor();
      await page.getByRole('link', { name: 'support@padstore.example' }).waitFor();
      await page.getByText('© 2025 Pad Store. All rights reserved.').waitFor();
      await page.getByText('Your Trusted Partner').waitFor();
      await page.getByText('Follow us for updates and exclusive offers').waitFor();
      assert.deepEqual(blocked, []);
      await context.close();
    });
  }

  it('sends a guest who opens the address page to login', async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/locationaccess`);
    await page.waitForURL('**/login?next=%2Flocationaccess');
    await page.close();
  });
});
