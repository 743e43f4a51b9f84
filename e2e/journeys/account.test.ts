import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, launchBrowser, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { signIn } from '../support/session.js';
import { startStore, type RunningStore } from '../support/store.js';
import { failOnBrowserErrors } from '../support/suite.js';

// A 2x2 PNG, drawn here so the journey needs no picture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAAbqAIBCm0ExAAAAABJRU5ErkJggg==',
  'base64',
);

let store: RunningStore;
let browser: Browser;
let geocoder: Server;

before(async () => {
  // A stand-in for the reverse geocoder, answering like Nominatim.
  geocoder = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        address: {
          house_number: '12',
          road: 'Church Street',
          suburb: 'Ashok Nagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          postcode: '560001',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  store = await startStore({ GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/reverse` });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await store?.stop();
  geocoder?.close();
});
failOnBrowserErrors();

describe('the account', () => {
  it('a customer edits the profile and saves an edited photo', async () => {
    const page = await openPage(browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(page, store.url, '9877788899');
    await page.goto(`${store.url}/profile`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await screenshot(page, 'profile');
    await expectAccessible(page, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByText('Invalid email').waitFor();
    await page.getByLabel('Full name').fill('Neha G');
    await page.getByLabel('Email').fill('neha@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.waitForURL(`${store.url}/`);

    await page.goto(`${store.url}/profile`);
    await page.getByText('neha@example.com').waitFor();
    await page.getByRole('button', { name: 'Change Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Photo' });
    assert.equal(await dialog.getByRole('button', { name: 'Save' }).isDisabled(), true);
    await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Sepia' }).click();
    await dialog.getByRole('button', { name: /Rotate right/ }).click();
    await screenshot(page, 'photo-editor');
    await expectAccessible(page, 'photo-editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // She stays on her profile and sees the photo she saved, as stored by the store.
    await page.locator('img[alt="Your photo"][src^="/uploads/photos/"]').waitFor();
    assert.equal(new URL(page.url()).pathname, '/profile');
    const src = await page.getByAltText('Your photo').getAttribute('src');
    assert.match(src ?? '', /^\/uploads\/photos\/[a-f0-9]{32}\.webp$/);
    // The heading's whole box goes home, far to the right of its words too.
    const heading = page.getByRole('heading', { name: 'My Profile' });
    const box = (await heading.boundingBox())!;
    await heading.click({ position: { x: box.width - 4, y: box.height / 2 } });
    await page.waitForURL(`${store.url}/`);
    await page.close();
  });

  it('the Account menu tapped while the next page loads stays open when it arrives', async () => {
    const page = await openPage(browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(page, store.url, '9866600011');
    // The sign-in toast sits over the Account button: it is closed with a tap, as a person would. (Waiting
    // for it to go raced its coming, and a pointer resting on a toast keeps it open.)
    const toast = page.getByRole('alert').first();
    await toast.waitFor();
    await toast.click();
    await page.getByRole('alert').first().waitFor({ state: 'detached' });
    // The notifications page's code arrives slowly, so the tap on Account lands while the page is on its way.
    let held = 0;
    await page.route('**/assets/notifications-page-*.js', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await page.waitForURL(`${store.url}/notifications`);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    assert.equal(held, 1);
    assert.equal(await page.getByRole('menu').isVisible(), true);
    assert.equal(await page.getByRole('button', { name: /Account/ }).getAttribute('aria-expanded'), 'true');

    // Any later navigation closes it.
    await page.getByRole('menuitem', { name: 'Orders', exact: true }).click();
    await page.waitForURL(`${store.url}/orders`);
    assert.equal(await page.getByRole('menu').count(), 0);
    await page.close();
  });

  it('location access fills the address from the device position through the geocoder', async () => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      geolocation: { latitude: 12.9716, longitude: 77.5946 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await signIn(page, store.url, '9888899900', '110001');
    await page.goto(`${store.url}/locationaccess`);
    await page.getByRole('button', { name: 'Current Location' }).click();
    await page.waitForFunction(() => (document.querySelector('input[autocomplete="postal-code"]') as HTMLInputElement).value === '560001');
    assert.equal(await page.getByLabel('Address').inputValue(), '12, Church Street, Ashok Nagar, Bengaluru, Karnataka');
    await screenshot(page, 'locationaccess');
    await expectAccessible(page, 'locationaccess');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(`${store.url}/`);
    await context.close();
  });

  it('says why when the position cannot be read', async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await signIn(page, store.url, '9899900011');
    await page.goto(`${store.url}/locationaccess`);
    await page.getByRole('button', { name: 'Current Location' }).click();
    await page.getByText(/^Error accessing location: /).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${store.url}/`);
    await context.close();
  });
});
