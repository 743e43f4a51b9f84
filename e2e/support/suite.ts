import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, takeUnexpectedBrowserErrors } from './browser.js';
import { startStore, type RunningStore } from './store.js';

export interface Suite {
  store: RunningStore;
  browser: Browser;
}

/**
 * Starts the built store on a fresh database and a browser before the file's journeys, and stops both
 * after. The returned object is filled in by the time the journeys run.
 */
export function storeAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  before(async () => {
    suite.store = await startStore(env);
    suite.browser = await launchBrowser();
  });
  after(async () => {
    if (process.env.E2E_STORE_OUTPUT) process.stderr.write(suite.store?.output() ?? '');
    await suite.browser?.close();
    await suite.store?.stop();
  });
  failOnBrowserErrors();
  return suite;
}

/**
 * After each journey, fails it if a page showed a console error, a page error or a Content-Security-Policy
 * violation that the journey did not declare with `expectConsoleError`.
 */
export function failOnBrowserErrors(): void {
  afterEach(() => {
    const unexpected = takeUnexpectedBrowserErrors();
    if (unexpected.length) assert.fail(`the browser showed errors:\n${unexpected.join('\n')}`);
  });
}
