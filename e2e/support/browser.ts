import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.resolve(here, '../screenshots');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE_VIEWPORT = { width: 360, height: 780 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/** Saves a full-page screenshot under e2e/screenshots (kept out of git). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Scroll through the page first so that lazily loaded pictures are in the picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** The OTP the console provider sent, through the development endpoint. */
export async function lastOtp(baseUrl: string, phoneNumber: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/otp/${phoneNumber}`);
  if (!response.ok) throw new Error(`no OTP for ${phoneNumber}`);
  return ((await response.json()) as { otp: string }).otp;
}

/**
 * A page in a fresh browser context of its own (no shared storage; axe-core needs one). Its `goto` waits
 * until the app runs the page (`<html data-app="ready">`): a page the server rendered is painted first
 * and taken over by the app a moment later, and a tap before that would go nowhere.
 */
export async function openPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}
