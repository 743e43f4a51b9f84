import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandsAnswer, ProductList, SizesAnswer } from '@padstore/domain';
import hindi from '../../../packages/domain/src/i18n/locales/hi.json';
import { App } from './app/app';
import { render } from './entry-server';
import { withFirstAnswers } from './lib/api-client';
import { activateLanguage } from './lib/i18n';
import { openInLanguage } from './lib/languages';
import {
  FILTERED_LISTING_ANSWERS,
  FILTERED_LISTING_URL,
  HOME_ANSWERS,
  LISTING_ANSWERS,
  PRODUCT_ANSWERS,
  PRODUCT_ID,
} from './test/first-view-answers';
import { answerApi } from './test/render';

let root: Root | undefined;

/** The page as the server sends it: the rendered screen in #root and the answers in a JSON block. */
async function serverPage(url: string, answers: Record<string, unknown>): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = (await render(url, answers)).html;
  document.body.append(container);
  return container;
}

/** The app takes the page over; what React reports as a mismatch is collected, never ignored. */
async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

/** Types into a field of the painted page as a person does before the app runs: the DOM alone changes. */
function typeBeforeTheApp(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field ${name} in the painted page`);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === 'on';
  else field.value = value;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('first-answers')?.remove();
  document.getElementById('root')?.remove();
  delete document.documentElement.dataset.app;
  // The answers a page carried and the app did not use are forgotten with it.
  withFirstAnswers({}, () => undefined);
  vi.unstubAllGlobals();
});

describe('the app taking over a page the server rendered', () => {
  it.each([
    ['the listing', '/all-products', LISTING_ANSWERS, 'Nua Comfort XL'],
    ['a filtered listing', FILTERED_LISTING_URL, FILTERED_LISTING_ANSWERS, '1 products'],
    ['a product page', `/product/${PRODUCT_ID}`, PRODUCT_ANSWERS, 'Soft and quick delivery'],
    ['the registration form', '/register', {}, 'Create your account'],
    ['the login form', '/login', {}, 'Enter your mobile number'],
    ['the OTP form', '/verifyotp', {}, 'One-time password', { phoneNumber: '9812345670' }],
    ['the delivery location form', '/locationaccess', {}, 'Tell us where to deliver', { token: 'a-customer' }],
  ])(
    'keeps %s as it was painted: the same markup, no request, and then it runs',
    async (_name, url, answers, text, stored?: Record<string, string>) => {
      const calls = answerApi({});
      for (const [key, value] of Object.entries(stored ?? {})) sessionStorage.setItem(key, value);
      const container = await serverPage(url, answers);
      const painted = container.innerHTML;
      expect(painted).toContain(text);
      expect(await hydrate(container)).toEqual([]);
      expect(container.textContent).toContain(text);
      expect(calls.filter((call) => Object.keys(answers).some((address) => address.split('?')[0] === call.path))).toEqual([]);
      expect(document.documentElement.dataset.app).toBe('ready');
    },
    30_000,
  );

  it('takes a page rendered in Hindi over with only the texts the server said in it, Lingui not used', async () => {
    answerApi({});
    window.history.replaceState(null, '', '/all-products');
    const rendered = await render('/all-products', LISTING_ANSWERS, 'hi');
    const sent = rendered.messages;
    // What the screen said, not the whole file.
    expect(Object.keys(sent).length).toBeGreaterThan(5);
    expect(Object.keys(sent).length).toBeLessThan(Object.keys(hindi).length / 3);
    expect(rendered.html).toContain(hindi['All Products' as keyof typeof hindi]);
    // Texts said with values are sent as said: the page needs no formatter to say them again.
    expect(Object.values(sent)).toContain(hindi['{count} products' as keyof typeof hindi].replace('{count}', '2'));
    // The browser: the answers, the screen and the texts it said, and its language taken up from those alone.
    activateLanguage('en');
    for (const [id, content] of [
      ['first-answers', LISTING_ANSWERS],
      ['first-messages', sent],
    ] as const) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = id;
      block.textContent = JSON.stringify(content);
      document.head.append(block);
    }
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = rendered.html;
    document.body.append(container);
    const restOfHindi = await openInLanguage('hi');
    const painted = container.innerHTML;
    expect(await hydrate(container)).toEqual([]);
    expect(container.innerHTML).toBe(painted);
    // Then Lingui and the whole file: the page says the same.
    await act(restOfHindi);
    expect(container.innerHTML).toBe(painted);
    document.getElementById('first-messages')?.remove();
    activateLanguage('en');
  }, 30_000);

  it('keeps what was typed into the registration form before the app ran, and sends it', async () => {
    const calls = answerApi({
      'POST user/register': () => ({ body: { success: true, message: 'OTP sent', data: { phoneNumber: 9812345670 } } }),
    });
    const container = await serverPage('/register', {});
    typeBeforeTheApp(container, 'fullName', 'Kavya Menon');
    typeBeforeTheApp(container, 'gender', 'Female');
    typeBeforeTheApp(container, 'phoneNumber', '9812345670');
    typeBeforeTheApp(container, 'pinCode', '560003');
    typeBeforeTheApp(container, 'address', 'Brigade Road, Bengaluru');
    typeBeforeTheApp(container, 'plotNumber', '7A');
    typeBeforeTheApp(container, 'consent', 'on');
    expect(await hydrate(container)).toEqual([]);
    expect(screen.getByLabelText('Full name')).toHaveValue('Kavya Menon');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Pin code')).toHaveValue('560003');
    expect(screen.getByLabelText('I have read the privacy notice and agree to it')).toBeChecked();
    // Typing goes on after the app has taken over; then the form is sent with everything in it.
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Residency Road' } });
    await act(async () => fireEvent.submit(container.querySelector('main form')!));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('user/register'));
    expect(calls.find((call) => call.path === 'user/register')?.body).toMatchObject({
      fullName: 'Kavya Menon',
      gender: 'Female',
      phoneNumber: 9812345670,
      pinCode: '560003',
      address: 'Brigade Road, Bengaluru',
      plotNumber: '7A',
      street: 'Residency Road',
      consent: true,
    });
  }, 30_000);

  it('keeps a phone number typed into the login form before the app ran', async () => {
    const calls = answerApi({ 'POST user/login': () => ({ body: { success: true, message: 'OTP sent', phoneNumber: 9812345670 } }) });
    const container = await serverPage('/login', {});
    typeBeforeTheApp(container, 'phoneNumber', '9812345670');
    expect(await hydrate(container)).toEqual([]);
    expect(screen.getByLabelText('Phone number')).toHaveValue('9812345670');
    await act(async () => fireEvent.submit(container.querySelector('main form')!));
    await waitFor(() => expect(calls.find((call) => call.path === 'user/login')?.body).toEqual({ phoneNumber: 9812345670 }));
  }, 30_000);

  it('keeps a code typed into the OTP form before the app ran, and then shows the phone it was sent to', async () => {
    answerApi({});
    sessionStorage.setItem('phoneNumber', '9812345670');
    const container = await serverPage('/verifyotp', {});
    expect(container.textContent).toContain('we sent to your phone');
    const otp = container.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
    otp.value = '123456';
    expect(await hydrate(container)).toEqual([]);
    expect(screen.getByLabelText('One-time password')).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(container.textContent).toContain('we sent to 9812345670');
  }, 30_000);

  it('sends a guest on from the painted delivery location form to login once the app runs', async () => {
    answerApi({});
    const container = await serverPage('/locationaccess', {});
    expect(await hydrate(container)).toEqual([]);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe(`?next=${encodeURIComponent('/locationaccess')}`);
  }, 30_000);

  it("keeps a signed-in customer's home page, drawn with her orders, as painted: Buy again from the first paint on", async () => {
    sessionStorage.setItem('token', 'a-token-of-twenty-characters');
    const product = PRODUCT_ANSWERS[`user/Product/getProductById/${PRODUCT_ID}`] as { product: { productName: string } };
    const orders = HOME_ANSWERS.herOrders(PRODUCT_ID, product.product.productName);
    const calls = answerApi({
      'GET user/orders': () => ({ body: orders as never }),
      'GET user/Product/getProductById/{id}': () => ({ body: product as never }),
    });
    const container = await serverPage('/', {
      ...HOME_ANSWERS.guest,
      'user/orders': orders,
      [`user/Product/getProductById/${PRODUCT_ID}`]: product,
    });
    const buyAgain = () => container.querySelector('section[aria-labelledby="buy-again-heading"]');
    expect(buyAgain()?.textContent).toContain('Nua Comfort XL');
    expect(buyAgain()?.parentElement?.firstElementChild).toBe(buyAgain());
    expect(await hydrate(container)).toEqual([]);
    expect(buyAgain()?.textContent).toContain('Nua Comfort XL');
    // Her orders and their products are asked again with her session, and Buy again stays.
    await waitFor(() => expect(calls.some((call) => call.path === 'user/orders')).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.path === `user/Product/getProductById/${PRODUCT_ID}`)).toBe(true));
    expect(buyAgain()?.textContent).toContain('Nua Comfort XL');
    sessionStorage.clear();
  }, 30_000);

  it("takes a signed-in customer's page over without a mismatch: the guest's render first, then hers", async () => {
    sessionStorage.setItem('token', 'a-token-of-twenty-characters');
    const listing = LISTING_ANSWERS[Object.keys(LISTING_ANSWERS).find((address) => address.startsWith('user/Product/getAllProducts'))!];
    const calls = answerApi({
      'GET user/Product/getAllProducts': () => ({ body: listing as ProductList }),
      'GET user/brand/getAllBrands': () => ({ body: LISTING_ANSWERS['user/brand/getAllBrands'] as BrandsAnswer }),
      'GET products/getAllSizes': () => ({ body: LISTING_ANSWERS['products/getAllSizes'] as SizesAnswer }),
    });
    const container = await serverPage('/all-products', LISTING_ANSWERS);
    expect(container.textContent).toContain('Login');
    expect(await hydrate(container)).toEqual([]);
    expect(container.textContent).not.toContain('Login');
    expect(document.documentElement.dataset.session).toBe('customer');
    // Her own listing is asked for with her token, and shown.
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'user/Product/getAllProducts' && call.authorization?.includes('a-token'))).toBe(true),
    );
    await waitFor(() => expect(container.textContent).toContain('Nua Comfort XL'));
    sessionStorage.clear();
  }, 30_000);
});
