import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.resolve(here, '../screenshots');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
  return found;
}

/** Headless Chromium on a shared machine: no sandbox, no GPU, nothing fetched behind the page's back. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every context and page this browser opens is watched for console errors, page errors and CSP violations. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: BROWSER_FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  // The store's service worker (decision record 022) answers the app's files and the catalog from its
  // copies, past Playwright's routes: journeys allow it only where they test it (offline.test.ts).
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await watchContext(context);
    return context;
  };
  // `browser.newPage` opens a context of its own through the protocol, not through `newContext`.
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage({ serviceWorkers: 'block', ...options });
    await watchContext(page.context());
    watchPage(page);
    return page;
  };
  return browser;
}

const CSP_VIOLATION = 'Content-Security-Policy violation:';

interface BrowserError {
  page: Page;
  text: string;
}

const browserErrors: BrowserError[] = [];
const expectedErrors = new Map<Page, { pattern: RegExp; seen: boolean; mayNotAppear: boolean }[]>();
const watchedPages = new WeakSet<Page>();

async function watchContext(context: BrowserContext): Promise<void> {
  // Reported through the console, which is watched below; a blocked worker or script raises no page error.
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_VIOLATION);
  context.on('page', watchPage);
}

function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    browserErrors.push({ page, text: `console error on ${page.url()}: ${message.text()}${location.url ? ` (${location.url})` : ''}` });
  });
  page.on('pageerror', (error) => browserErrors.push({ page, text: `page error on ${page.url()}: ${error.stack ?? error.message}` }));
}

/**
 * Declares that this page shows an error on purpose (a journey provoking a refusal): errors matching the
 * pattern are allowed on it, and the journey fails if none appears, unless `mayNotAppear` says the browser
 * may or may not report it (a request cut off by the network going away).
 */
export function expectConsoleError(page: Page, pattern: RegExp, { mayNotAppear = false } = {}): void {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), { pattern, seen: false, mayNotAppear }]);
}

/**
 * The errors the browser showed since the last call that no journey declared, and the declared ones that
 * never appeared; forgets both.
 */
export function takeUnexpectedBrowserErrors(): string[] {
  const unexpected: string[] = [];
  for (const error of browserErrors.splice(0)) {
    const expectation = expectedErrors.get(error.page)?.find(({ pattern }) => pattern.test(error.text));
    if (expectation) expectation.seen = true;
    else unexpected.push(error.text);
  }
  for (const expectations of expectedErrors.values())
    for (const { pattern, seen, mayNotAppear } of expectations)
      if (!seen && !mayNotAppear) unexpected.push(`an expected error ${pattern} did not appear`);
  expectedErrors.clear();
  return unexpected;
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
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true });
  } catch (error) {
    // A full-page capture once timed out in CI on a loaded machine (after the fonts had loaded, in the
    // capture itself); the page was fine. The capture is a record for people to look at, not a check:
    // tried once more, with longer to finish, before the journey fails on it.
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    await page.screenshot({ path: file, fullPage: true, timeout: 60_000 });
  }
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
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  return openPageIn(await browser.newContext(options));
}

/** Another page (a new tab) of a context, sharing its cookies, whose `goto` waits as openPage's does. */
export async function openPageIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/**
 * A slow phone's network (about a slow 4G: 150 ms each way, 1.6 Mbps down), through Chromium's DevTools
 * protocol, as bench/first-tap.ts measures: what arrives late on such a network is seen arriving.
 */
export async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1_600_000 / 8) | 0,
    uploadThroughput: (750_000 / 8) | 0,
  });
}

/**
 * Adds up the page's layout shifts from its first paint (a PerformanceObserver, buffered, run before the
 * page's own scripts), shifts right after a tap aside, as Lighthouse counts them; read with
 * `layoutShiftOf`. Each shift keeps what moved, so that a failing journey says where to look. As text:
 * the test runner's transform must not reach the browser.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(`
    const shifts = { total: 0, moved: [] };
    window.layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources || []) {
          const node = source.node;
          const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + [...node.classList].slice(0, 3).join('.') : String(node && node.nodeName);
          shifts.moved.push(name + ' "' + ((node && node.textContent) || '').trim().slice(0, 40) + '" (' + entry.value.toFixed(3) + ')');
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** The layout shift added up by watchLayoutShifts so far, and what moved. */
export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number; moved: string[] } }).layoutShifts);
