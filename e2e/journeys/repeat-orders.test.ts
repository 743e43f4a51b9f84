import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cycleTiming } from '../../packages/domain/src/cycle.js';
import { addDays } from '../../packages/domain/src/repeats.js';
import { indiaDay } from '../../packages/domain/src/india-time.js';
import { PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

/** The development clock: the store's scheduler runs as if it were `now` (India wall clock on `day`). */
async function runRepeatsAt(day: string, clock: string) {
  const response = await fetch(`${suite.store.url}/api/dev/run-repeats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: `${day}T${clock}:00+05:30` }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as { reminded: number; placed: number; skipped: number; failed: number };
}

describe('repeat orders', () => {
  it('she times a repeat to her cycle from an order, confirms the reminder, sees it placed, then skips the next one', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(page, suite.store.url, '9877788899');
    // Every request the page sends, to make sure her period date never leaves the phone.
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));

    const whisper = await productId(suite.store.url, 'Whisper Ultra Clean');
    await page.goto(`${suite.store.url}/product/${whisper}`);
    await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).first().click();
    await page.waitForURL(`**/checkout/${whisper}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');
    const orderId = page.url().split('/').pop()!;

    await page.goto(`${suite.store.url}/view-detail/${orderId}`);
    await page.getByRole('button', { name: 'Deliver this regularly' }).click();
    await page.getByRole('heading', { name: 'Deliver this regularly' }).waitFor();
    await page.getByRole('radio', { name: 'Time it to my cycle' }).click();
    const today = indiaDay(new Date());
    const periodStarted = addDays(today, -10);
    await page.getByLabel('First day of your last period').fill(periodStarted);
    await page.getByLabel('Your usual cycle, in days').fill('28');
    await page.getByLabel('Deliver how many days before').fill('2');
    const { firstDeliveryOn } = cycleTiming({ lastPeriodStartedOn: periodStarted, cycleLength: 28, daysBefore: 2 }, new Date());
    await page.getByText('then every 28 days').waitFor();
    await screenshot(page, 'repeat-setup');
    await expectAccessible(page, 'repeat-setup');
    await page.getByRole('button', { name: 'Start repeat order' }).click();

    await page.waitForURL('**/repeat-orders');
    await page.getByRole('heading', { name: 'Every 28 days' }).waitFor();
    await page.getByText('Timed to your cycle. What you entered is kept only on this phone', { exact: false }).waitFor();
    await screenshot(page, 'repeat-orders');
    await expectAccessible(page, 'repeat-orders');
    const { repeats } = (await (await fetch(`${suite.store.url}/api/user/repeats`, { headers: customer.headers })).json()) as {
      repeats: { _id: string; nextDeliveryOn: string; everyDays: number }[];
    };
    assert.equal(repeats.length, 1);
    assert.equal(repeats[0]!.nextDeliveryOn, firstDeliveryOn);
    assert.equal(repeats[0]!.everyDays, 28);

    // Two days before the delivery the reminder comes; she confirms it from her notifications.
    assert.equal((await runRepeatsAt(addDays(firstDeliveryOn, -2), '09:00')).reminded, 1);
    await page.goto(`${suite.store.url}/notifications`);
    await page.getByText('Your order is coming up').first().waitFor();
    await screenshot(page, 'repeat-reminder');
    await expectAccessible(page, 'repeat-reminder');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Confirmed: your order comes on', { exact: false }).waitFor();

    // 08:00 India time on the day: the confirmed repeat becomes an order, marked as a repeat.
    assert.equal((await runRepeatsAt(firstDeliveryOn, '08:00')).placed, 1);
    await page.goto(`${suite.store.url}/orders`);
    await page.getByRole('heading', { name: 'Delivery Product' }).waitFor();
    await page.getByText('Repeat order', { exact: true }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'View Order Details' }).count(), 2);
    await screenshot(page, 'repeat-order-placed');

    // Then she skips the next one: the one after is shown at once.
    await page.getByRole('link', { name: 'My repeat orders' }).first().click();
    await page.waitForURL('**/repeat-orders');
    await page.getByRole('button', { name: 'Skip next' }).click();
    await page.getByText('Skipped. Next delivery', { exact: false }).waitFor();
    const after = (await (await fetch(`${suite.store.url}/api/user/repeats`, { headers: customer.headers })).json()) as {
      repeats: { nextDeliveryOn: string }[];
    };
    assert.equal(after.repeats[0]!.nextDeliveryOn, addDays(firstDeliveryOn, 56));

    // Her period date was never sent, in a body or an address.
    assert.ok(sent.length > 0);
    for (const request of sent) assert.ok(!request.includes(periodStarted), `the period date left the phone: ${request}`);
    await page.close();
  });
});
