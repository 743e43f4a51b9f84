import type { Page } from 'playwright-core';
import { lastOtp } from './browser.js';

export interface Customer {
  phone: string;
  token: string;
  headers: Record<string, string>;
}

/** Registers through the API and signs in through the OTP screen, as a customer would. */
export async function signIn(page: Page, baseUrl: string, phone: string, pinCode = '560001', fullName = 'Neha Gupta'): Promise<Customer> {
  await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName,
      gender: 'Female',
      phoneNumber: Number(phone),
      address: 'MG Road, Bengaluru',
      pinCode,
      plotNumber: '5',
      street: 'Brigade Road',
      consent: true,
    }),
  });
  await page.goto(`${baseUrl}/`);
  await page.evaluate((value) => sessionStorage.setItem('phoneNumber', value), phone);
  await page.goto(`${baseUrl}/verifyotp`);
  await page.getByLabel('One-time password').fill(await lastOtp(baseUrl, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${baseUrl}/`);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
  return { phone, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

export async function productId(baseUrl: string, productName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/Product/getAllProducts?limit=50`);
  const { products } = (await response.json()) as { products: { _id: string; productName: string }[] };
  const found = products.find((product) => product.productName === productName);
  if (!found) throw new Error(`no product ${productName}`);
  return found._id;
}

/** She orders one pack of a product (cash on delivery, to her Bengaluru address) through the API; the order placed. */
export async function orderOverApi(baseUrl: string, customer: Customer, productId: string): Promise<{ _id: string; orderNumber: string }> {
  const placed = await fetch(`${baseUrl}/api/user/directBuy/${productId}`, {
    method: 'POST',
    headers: customer.headers,
    body: JSON.stringify({
      deliveryAddress: { name: 'Neha Gupta', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: true,
      emergencyDelivery: 'false',
    }),
  });
  if (placed.status !== 201) throw new Error(`the order was refused (${placed.status}): ${await placed.text()}`);
  return ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;
}
