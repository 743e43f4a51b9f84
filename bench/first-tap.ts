/**
 * First tap: is every control a guest sees on the first screen alive from the moment it is painted, on a
 * cheap phone on a slow network? For `/`, `/all-products` and a product page, on the profile of issue 18
 * (360x800, touch, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x, or BENCH_CPU_SLOWDOWN times
 * for DevTools and Lighthouse alike), three runs each
 * (BENCH_TAP_RUNS), every run a first visit in a fresh browser context:
 *
 * - painted -> app ready: when the first card's Add to Cart and Buy Now (and Filters on the listing) are
 *   first painted, and when the app has taken the page over: the readiness marker, the selector
 *   READY_SELECTOR (`<html data-app="ready">`, which the app sets once it runs the page;
 *   BENCH_READY_SELECTOR to change it);
 * - a tap right after paint: each control is tapped (a touch: see INSTRUMENTS) as soon as it is painted,
 *   and the time from the touch (its event's timeStamp, where Interaction to Next Paint counts from; the
 *   time from the bench sending it is printed too) to its first visible effect is measured: a busy state
 *   (`aria-busy="true"` on the control or around it), a navigation (the address changes in the app, or the
 *   next page's first contentful paint), or the filter menu open (its Apply Filters shown). The tap is LOST
 *   when its own effect (the navigation or the menu; a busy state is only a promise of it) has not come
 *   10 seconds after the tap;
 * - Lighthouse (mobile, simulated throttling, as `pages.ts`): performance, accessibility and CLS, medians
 *   of BENCH_PAGE_PASSES passes (5).
 *
 * Each control is painted when a frame (requestAnimationFrame, just before the browser paints it) first
 * finds it laid out inside the screen. Times are measured in the page, on the wall clock
 * (`performance.timeOrigin + performance.now()`), so that a navigation's effect on the next page compares
 * with the tap made on the first; "at" times count from the start of the page's navigation.
 *
 * `npm run build && cd bench && node --import tsx first-tap.ts before` prints the tables and writes them,
 * with every run's figures, to bench/results/first-tap-<label>.json and .txt (label: the first argument,
 * or BENCH_LABEL, or `latest`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { BROWSER_FLAGS } from '../e2e/support/browser.js';
import { chromePath, CPU_SLOWDOWN, firstProductId, hostLine, lighthousePasses, median, type Figures } from './pages.js';
import { BUILT_SERVER, fmt, REPOSITORY_ROOT, startStoreProcess, verdict } from './support.js';

/** The marker of an app that runs the page; the one place to change when the app marks itself otherwise. */
export const READY_SELECTOR = process.env.BENCH_READY_SELECTOR ?? 'html[data-app="ready"]';

/** Issue 18's phone: Lighthouse's mobile profile, on slow 4G. */
const PROFILE = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  network: { offline: false, latency: 150, downloadThroughput: (1_600_000 / 8) | 0, uploadThroughput: (750_000 / 8) | 0 },
  /** 4x, Lighthouse's mobile profile; BENCH_CPU_SLOWDOWN for a faster host (see CPU_SLOWDOWN in pages.ts). */
  cpuSlowdown: CPU_SLOWDOWN,
};
/**
 * How the bench's finger touches the page. BENCH_TOUCH lists them, comma-separated, each tap being made
 * with each in turn; the first is the targets' measure, the others are printed beside it.
 * - `touchscreen` (the measure): DevTools' device mode, the phone-like browser of issue 18, whose touch
 *   emulator turns a press and release into a touch sequence and a tap, as a phone's gesture recognizer
 *   does (`Emulation.setEmitTouchEventsForMouse`, then `Input.dispatchMouseEvent`). The touch goes to the
 *   page's renderer at once, as a touchscreen's does, and waits there only for the task under way.
 * - `injected`: DevTools' `Input.dispatchTouchEvent` (Playwright's `touchscreen.tap`), the bench's
 *   instrument until 2026-11-23. Chromium hands such a touch to the page only once the page has drawn its
 *   next frame (`InsertVisualStateCallback` in content/browser/devtools/protocol/input_handler.cc, "so
 *   that listeners added meanwhile hear it"), and its synthetic gesture path keeps its own pace on top: on a
 *   loading page that held taps 0.3-1.0 s before the page had them (see heldByBrowser), a wait a
 *   touchscreen does not have. BENCH_DIRECT_TOUCH=1 sends them as plain touch events instead of through
 *   the gesture path (they still wait for a frame).
 */
type Instrument = 'touchscreen' | 'injected';
const INSTRUMENT_NAMES: Record<Instrument, string> = {
  touchscreen: "DevTools' device-mode touch, handed to the page at once as a touchscreen's",
  injected: "DevTools' injected touch events, handed to the page only after its next frame",
};
export const INSTRUMENTS: Instrument[] = (process.env.BENCH_TOUCH ?? 'touchscreen,injected')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Instrument => name in INSTRUMENT_NAMES);
if (INSTRUMENTS.length === 0) throw new Error('BENCH_TOUCH: name touchscreen, injected, or both');
const TOUCH_FLAGS = process.env.BENCH_DIRECT_TOUCH === '1' ? ['--disable-features=SyntheticPointerActions'] : [];
const TAP_TIMEOUT_MS = 10_000;
/** A page whose control or app has not come within this long is recorded as such, and the run goes on. */
const PAGE_TIMEOUT_MS = 40_000;
const TARGET_EFFECT_MS = 1000;
/**
 * When the tap is sent: `paint` (the measure) or, with BENCH_TAP_WHEN=ready, once the app is ready too: a
 * check of the bench itself, whose taps must then all take effect.
 */
const TAP_WHEN = process.env.BENCH_TAP_WHEN === 'ready' ? 'ready' : 'paint';

/** A control, found by its visible words among the page's links, buttons and form controls. */
interface Control {
  name: string;
  text: string;
  /** The words begin the control's text ('Filters (2)'), rather than being all of it. */
  prefix?: boolean;
  /** What the tap is for: a navigation, or the filter menu open. */
  effect: 'navigation' | 'menu';
  /** Disabled for a guest by the specification (home page Add to Cart): measured when painted, not tapped. */
  disabledForGuest?: boolean;
}

interface PageSpec {
  label: string;
  path: string;
  controls: Control[];
}

const ADD: Control = { name: 'Add to Cart', text: 'Add to Cart', effect: 'navigation' };
const BUY: Control = { name: 'Buy Now', text: 'Buy Now', effect: 'navigation' };
const FILTERS: Control = { name: 'Filters', text: 'Filters', prefix: true, effect: 'menu' };
const CONTROL_SELECTOR = 'a[href], button, summary, label, input[type="submit"], [role="button"]';
const MENU_OPEN = { selector: 'button, input[type="submit"]', text: 'Apply Filters' };

/** Messages the page script sends to the bench. */
type Message =
  | { type: 'painted'; name: string; at: number; origin: number; x: number; y: number }
  | { type: 'ready'; at: number; origin: number; x: number | null; y: number | null }
  | { type: 'effect'; kind: 'busy' | 'navigation' | 'menu'; at: number }
  | { type: 'arrived'; path: string; at: number }
  | { type: 'input'; name: string; at: number; delay: number; processing: number; duration: number }
  | { type: 'touched'; at: number; dispatched: number }
  | { type: 'frame'; at: number; duration: number; blocking: number; render: number; scripts: FrameScript[] };

/** A script that ran in a long frame: where from, what called it, for how long, and how much of that was forced layout. */
interface FrameScript {
  source: string;
  invoker: string;
  ms: number;
  layout: number;
}

/**
 * The script every page of a run gets before its own (a plain string: it runs in the page). On the measured
 * page it watches each frame for the controls, the readiness marker and the tap's effects, and adds up the
 * layout shifts; on a page reached from it, it reports that page's first contentful paint.
 */
export function pageScript(spec: {
  path: string;
  controls: Control[];
  tap: string | null;
  /** The control to scroll to when it is laid out below the first screen. */
  scrollTo: string;
  ready: string;
  selector: string;
  menu: typeof MENU_OPEN;
}): string {
  return `(function (spec) {
  var report = function (message) { try { window.__benchReport(message); } catch (error) {} };
  var clock = function () { return performance.timeOrigin + performance.now(); };
  if (location.pathname !== spec.path) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint')
          report({ type: 'arrived', path: location.pathname, at: performance.timeOrigin + entry.startTime });
      });
    }).observe({ type: 'paint', buffered: true });
    return;
  }
  var state = { painted: {}, ready: null, effects: {}, layoutShift: 0 };
  // When the browser made the tap's first event (its timeStamp), and when the page got to it: a listener
  // of the window's capture phase added before the page's own scripts, so that it always hears it.
  var touched = false;
  addEventListener('touchstart', function (event) {
    if (touched) return;
    touched = true;
    report({ type: 'touched', at: performance.timeOrigin + event.timeStamp, dispatched: clock() });
  }, { capture: true, passive: true });
  // Where a tap's time goes: each input event's wait for the main thread (Event Timing), and each long
  // frame (over 50 ms) with the scripts that ran in it (Long Animation Frames).
  var observers = [];
  // A page being left hands over what its observers have not yet reported.
  addEventListener('pagehide', function () {
    observers.forEach(function (item) { item.callback({ getEntries: function () { return item.observer.takeRecords(); } }); });
  });
  var observe = function (callback, options) {
    try {
      var observer = new PerformanceObserver(callback);
      observer.observe(options);
      observers.push({ observer: observer, callback: callback });
    } catch (error) {}
  };
  observe(function (list) {
      list.getEntries().forEach(function (entry) {
        if (['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend'].indexOf(entry.name) < 0) return;
        report({ type: 'input', name: entry.name, at: performance.timeOrigin + entry.startTime, delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart, duration: entry.duration });
      });
    }, { type: 'event', buffered: true, durationThreshold: 16 });
  observe(function (list) {
      list.getEntries().forEach(function (entry) {
        report({ type: 'frame', at: performance.timeOrigin + entry.startTime, duration: entry.duration, blocking: entry.blockingDuration,
          render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          scripts: (entry.scripts || []).map(function (item) {
            return { source: (item.sourceURL || '').replace(location.origin, '') + (item.sourceFunctionName ? ' ' + item.sourceFunctionName : ''),
              invoker: item.invokerType + ' ' + item.invoker, ms: Math.round(item.duration), layout: Math.round(item.forcedStyleAndLayoutDuration || 0) };
          }) });
      });
    }, { type: 'long-animation-frame', buffered: true });
  var tapped = null;
  window.__bench = state;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) state.layoutShift += entry.value; });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {}
  var words = function (element) { return (element.textContent || element.value || '').replace(/\\s+/g, ' ').trim(); };
  var laidOut = function (element) {
    var box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    var style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  var onScreen = function (element) {
    var box = element.getBoundingClientRect();
    return laidOut(element) && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  var scrolled = false;
  var find = function (selector, text, prefix) {
    var all = document.querySelectorAll(selector);
    for (var i = 0; i < all.length; i++) {
      var found = words(all[i]);
      if (prefix ? found.indexOf(text) === 0 : found === text) return all[i];
    }
    return null;
  };
  var effect = function (kind) {
    if (state.effects[kind]) return;
    state.effects[kind] = clock();
    report({ type: 'effect', kind: kind, at: state.effects[kind] });
  };
  var isReady = function () {
    if (state.ready === null && document.querySelector(spec.ready)) {
      state.ready = clock();
      var box = tapped && tapped.element.isConnected ? tapped.element.getBoundingClientRect() : null;
      report({ type: 'ready', at: state.ready, origin: performance.timeOrigin, x: box ? box.left + box.width / 2 : null, y: box ? box.top + box.height / 2 : null });
    }
  };
  var frame = function () {
    var now = clock();
    isReady();
    spec.controls.forEach(function (control) {
      if (state.painted[control.name]) return;
      var element = find(spec.selector, control.text, control.prefix);
      if (!element || !laidOut(element)) return;
      if (!onScreen(element)) {
        // Below the first screen: scrolled to, as a person would, and painted in a frame to come.
        if (control.name === spec.scrollTo && !scrolled) {
          scrolled = true;
          element.scrollIntoView({ block: 'center' });
        }
        return;
      }
      var box = element.getBoundingClientRect();
      state.painted[control.name] = { at: now, x: box.left + box.width / 2, y: box.top + box.height / 2 };
      if (control.name === spec.tap) tapped = { element: element, x: box.left + box.width / 2, y: box.top + box.height / 2 };
      report({ type: 'painted', name: control.name, at: now, origin: performance.timeOrigin, x: box.left + box.width / 2, y: box.top + box.height / 2 });
    });
    if (location.pathname !== spec.path) effect('navigation');
    var menu = find(spec.menu.selector, spec.menu.text, false);
    if (menu && onScreen(menu)) effect('menu');
    if (tapped) {
      var here = document.elementFromPoint(tapped.x, tapped.y);
      if ((here && here.closest('[aria-busy="true"]')) || (tapped.element.isConnected && tapped.element.closest('[aria-busy="true"]'))) effect('busy');
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})(${JSON.stringify(spec)});`;
}

interface PassiveRun {
  page: string;
  run: number;
  /** Milliseconds from the navigation's start; null: never painted. */
  painted: Record<string, number | null>;
  ready: number | null;
  layoutShift: number | null;
  error?: string;
}

interface TapRun {
  page: string;
  control: string;
  run: number;
  instrument: Instrument;
  painted: number | null;
  /** Milliseconds from the paint to the tap being sent. */
  tapSentAfter: number | null;
  firstEffect: { kind: string; ms: number } | null;
  ownEffect: { kind: string; ms: number } | null;
  /** Painted and tapped, and its own effect never came. */
  lost: boolean;
  /**
   * The tap's first touch event as the page saw it: ms from the tap being sent to the browser making the
   * event (its timeStamp: on a phone, the finger's touch), and to the page dispatching it.
   */
  touch: { made: number; dispatched: number; heldByBrowser: number | null } | null;
  /**
   * The first visible effect counted from the touch being made: its event's timeStamp, the moment a phone
   * stamps on a finger's touch and where Interaction to Next Paint counts from. The targets' measure.
   */
  firstEffectFromTouch: number | null;
  /** The page heard no touchstart: firstEffectFromTouch and firstEffectFromPage count from the sending. */
  touchNotHeard?: boolean;
  /** The first visible effect counted from the browser handing the touch to the page (see heldByBrowser). */
  firstEffectFromPage: number | null;
  /** The tap's input events: ms from the tap being sent to the event, and the event's wait for the main thread. */
  inputs: { name: string; at: number; delay: number; processing: number }[];
  /** Long frames that ended after the tap was sent and began before its first effect: ms from the tap. */
  frames: { at: number; duration: number; blocking: number; render: number; scripts: FrameScript[] }[];
  /** Every long frame of the visit, ms from the navigation's start (for reading the whole timeline). */
  allFrames: { at: number; duration: number; render: number; scripts: FrameScript[] }[];
  error?: string;
}

/** BENCH_ONLY="<page> <control>" (as the tables name them, e.g. "/all-products Filters"): that tap alone, for a closer look. */
const chosen = (spec: PageSpec, control: Control) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === `${spec.label} ${control.name}`;

/** The controls a guest's tap can do something with. */
const guestTappable = (spec: PageSpec) => spec.controls.filter((control) => !control.disabledForGuest);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openProfiled(browser: Browser, script: string, onMessage: (message: Message) => void, instrument?: Instrument) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: PROFILE.isMobile,
    hasTouch: PROFILE.hasTouch,
    serviceWorkers: 'block',
  });
  await context.exposeBinding('__benchReport', (_source, message: Message) => onMessage(message));
  await context.addInitScript({ content: script });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  // The device-mode touch is switched on before the page comes: switching it on asks the page's renderer,
  // which on a loading page would delay the tap.
  if (instrument === 'touchscreen') await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  return { context, page, cdp };
}

/**
 * One tap at (x, y). With the touch emulator (switched on in openProfiled), the press and the release are
 * sent together: the emulator keeps the mouse events from the page, so DevTools answers the press only
 * with the touch it became.
 */
async function tapWith(instrument: Instrument, page: Page, cdp: CDPSession, x: number, y: number): Promise<void> {
  if (instrument === 'injected') return page.touchscreen.tap(x, y);
  const press = cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
  const release = cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  await Promise.all([press, release]);
}

/** Waits until the test holds or the time is up; true when it held. */
async function until(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

/** One first visit without a tap: when each control is painted, and when the app is ready. */
async function passiveRun(browser: Browser, base: string, spec: PageSpec, run: number): Promise<PassiveRun> {
  const result: PassiveRun = { page: spec.label, run, painted: {}, ready: null, layoutShift: null };
  for (const control of spec.controls) result.painted[control.name] = null;
  let origin = 0;
  let readyAt: number | null = null;
  const { context, page } = await openProfiled(browser, script(spec), (message) => {
    if (message.type === 'painted') {
      origin = message.origin;
      result.painted[message.name] = message.at - message.origin;
    } else if (message.type === 'ready') {
      origin = message.origin;
      readyAt = message.at;
    }
  });
  try {
    void page.goto(`${base}${spec.path}`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
    await until(() => readyAt !== null && spec.controls.every((control) => result.painted[control.name] !== null), PAGE_TIMEOUT_MS);
    if (readyAt !== null) result.ready = readyAt - origin;
    // A second more, for layout shifts the app's first renders cause.
    await sleep(1000);
    const shift = await page.evaluate('window.__bench ? window.__bench.layoutShift : null').catch(() => null);
    result.layoutShift = typeof shift === 'number' ? shift : null;
  } catch (error) {
    result.error = (error as Error).message;
  } finally {
    await context.close().catch(() => undefined);
  }
  return result;
}

/** One first visit where the control is tapped as soon as it is painted. */
async function tapRun(
  browser: Browser,
  base: string,
  spec: PageSpec,
  control: Control,
  run: number,
  instrument: Instrument,
): Promise<TapRun> {
  const result: TapRun = {
    page: spec.label,
    control: control.name,
    run,
    instrument,
    painted: null,
    tapSentAfter: null,
    firstEffect: null,
    ownEffect: null,
    lost: false,
    touch: null,
    firstEffectFromTouch: null,
    firstEffectFromPage: null,
    inputs: [],
    frames: [],
    allFrames: [],
  };
  const inputs: Extract<Message, { type: 'input' }>[] = [];
  let touched: Extract<Message, { type: 'touched' }> | null = null;
  const frames: Extract<Message, { type: 'frame' }>[] = [];
  let tap: Promise<void> | null = null;
  let tappedAt = 0;
  let paintedAt = 0;
  let origin = 0;
  const effects: { kind: string; at: number }[] = [];
  const current: { page?: Page; cdp?: CDPSession } = {};
  let painted: { x: number; y: number } | null = null;
  let ready = false;
  const send = () => {
    if (tap || !painted || !current.page || !current.cdp || (TAP_WHEN === 'ready' && !ready)) return;
    tappedAt = Date.now();
    result.tapSentAfter = tappedAt - paintedAt;
    tap = tapWith(instrument, current.page, current.cdp, painted.x, painted.y).catch(() => undefined);
  };
  const opened = await openProfiled(
    browser,
    script(spec, control),
    (message) => {
      if (message.type === 'painted' && message.name === control.name && !painted) {
        paintedAt = message.at;
        origin = message.origin;
        result.painted = message.at - message.origin;
        painted = { x: message.x, y: message.y };
        send();
      } else if (message.type === 'ready') {
        ready = true;
        // Where the control is once the app runs (the page may have moved since its paint).
        if (painted && message.x !== null && message.y !== null) painted = { x: message.x, y: message.y };
        send();
      } else if (message.type === 'effect') effects.push({ kind: message.kind, at: message.at });
      else if (message.type === 'arrived') effects.push({ kind: 'navigation', at: message.at });
      else if (message.type === 'input') inputs.push(message);
      else if (message.type === 'touched') touched = message;
      else if (message.type === 'frame') frames.push(message);
    },
    instrument,
  );
  const page = (current.page = opened.page);
  current.cdp = opened.cdp;
  let tracing = false;
  try {
    // Chromium's input latency records: when the browser made the touch and when it handed it to the
    // page's renderer (see heldByBrowser).
    tracing = await browser
      .startTracing(page, { categories: ['latencyInfo', 'input', 'benchmark'] })
      .then(() => true)
      .catch(() => false);
    void page.goto(`${base}${spec.path}`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
    if (!(await until(() => tap !== null, PAGE_TIMEOUT_MS))) {
      result.error = `${control.name} was not painted within ${PAGE_TIMEOUT_MS / 1000} s: no tap made`;
      return result;
    }
    const own = () => effects.find((item) => item.kind === control.effect && item.at >= paintedAt);
    await until(() => own() !== undefined, Date.now() - tappedAt > TAP_TIMEOUT_MS ? 0 : TAP_TIMEOUT_MS - (Date.now() - tappedAt));
    // The page's observers report long frames and slow events a little after them.
    await sleep(1500);
    const seen = effects.filter((item) => item.at >= paintedAt && item.at - tappedAt <= TAP_TIMEOUT_MS).sort((a, b) => a.at - b.at);
    const first = seen[0];
    const mine = seen.find((item) => item.kind === control.effect);
    // A tap has no effect before it is made: an effect reported between the paint and the tap's sending counts from the paint.
    const since = (at: number) => Math.max(0, at - tappedAt);
    result.firstEffect = first ? { kind: first.kind, ms: since(first.at) } : null;
    result.ownEffect = mine ? { kind: mine.kind, ms: since(mine.at) } : null;
    result.lost = !mine;
    const touch = touched as Extract<Message, { type: 'touched' }> | null;
    const held = tracing ? heldByBrowser(await browser.stopTracing()) : null;
    tracing = false;
    if (touch) {
      result.touch = {
        made: Math.round(touch.at - tappedAt),
        dispatched: Math.round(touch.dispatched - tappedAt),
        heldByBrowser: held === null ? null : Math.round(held),
      };
      if (first) result.firstEffectFromTouch = Math.max(0, first.at - Math.max(touch.at, tappedAt));
      if (first && held !== null) result.firstEffectFromPage = Math.max(0, first.at - Math.max(touch.at + held, tappedAt));
    } else if (first) {
      // The page heard no touchstart (Chromium's touch emulator, for a tap made within a frame or two of the
      // page's first paint, sometimes hands the page only its pointer events and click): counted from the
      // sending instead, which comes before the touch, so the figure is never smaller than the truth.
      result.firstEffectFromTouch = since(first.at);
      result.firstEffectFromPage = since(first.at);
      result.touchNotHeard = true;
    }
    const end = first ? first.at : tappedAt + TAP_TIMEOUT_MS;
    result.inputs = inputs
      .filter((item) => item.at >= tappedAt - 50)
      .map((item) => ({
        name: item.name,
        at: Math.round(item.at - tappedAt),
        delay: Math.round(item.delay),
        processing: Math.round(item.processing),
      }));
    result.frames = frames
      .filter((item) => item.at + item.duration >= tappedAt && item.at <= end)
      .map((item) => ({
        ...item,
        at: Math.round(item.at - tappedAt),
        duration: Math.round(item.duration),
        blocking: Math.round(item.blocking),
        render: Math.round(item.render),
      }));
    result.allFrames = frames.map((item) => ({
      at: Math.round(item.at - origin),
      duration: Math.round(item.duration),
      render: Math.round(item.render),
      scripts: item.scripts,
    }));
  } catch (error) {
    result.error = (error as Error).message;
    result.lost = result.painted !== null && result.ownEffect === null;
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await opened.context.close().catch(() => undefined);
  }
  return result;
}

/**
 * How long the browser held a tap's touch before handing it to the page's renderer, in ms, from a trace of
 * Chromium's input latency: the first touch's made ("ORIGINAL") and handed-over ("BEGIN_RWH") times.
 * DevTools waits there for the page to draw a frame (so that listeners added meanwhile hear the touch),
 * then for the browser to find the page under the finger; a touchscreen's touch goes to the page's
 * renderer at once and waits in its queue only for the task under way.
 */
export function heldByBrowser(trace: Buffer): number | null {
  let events: {
    name?: string;
    ph?: string;
    args?: { chrome_latency_info?: { component_info?: { component_type: string; time_us: number }[] } };
  }[];
  try {
    const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: typeof events } | typeof events;
    events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  } catch {
    return null;
  }
  for (const event of events) {
    if (event.name !== 'InputLatency::TouchStart' || event.ph !== 'b') continue;
    const parts = event.args?.chrome_latency_info?.component_info ?? [];
    const made = parts.find((part) => part.component_type.endsWith('_ORIGINAL'))?.time_us;
    const handed = parts.find((part) => part.component_type.endsWith('_BEGIN_RWH'))?.time_us;
    if (made !== undefined && handed !== undefined) return (handed - made) / 1000;
  }
  return null;
}

const script = (spec: PageSpec, tap: Control | null = null) =>
  pageScript({
    path: spec.path,
    controls: spec.controls,
    tap: tap?.name ?? null,
    scrollTo: (tap ?? spec.controls[0]!).name,
    ready: READY_SELECTOR,
    selector: CONTROL_SELECTOR,
    menu: MENU_OPEN,
  });

const seconds = (ms: number) => fmt(ms / 1000, 2);
/** How many of the taps were counted from the sending, the page having heard no touchstart. */
const unheard = (runs: TapRun[]) => runs.filter((run) => run.touchNotHeard).length;
/** A table cell's figures, saying how many count from the sending. */
function notHeard(text: string, runs: TapRun[]): string {
  return unheard(runs) ? `${text}, ${unheard(runs)}× from the sending` : text;
}
/** A target's figures, saying how many count from the sending. */
function notHeardNote(runs: TapRun[]): string {
  return unheard(runs) ? ` (${unheard(runs)} counted from the sending: the page heard no touchstart)` : '';
}
/** "median (low-high)" in seconds, or what is missing. */
function spread(values: (number | null)[], missing = 'never'): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return missing;
  const low = Math.min(...known);
  const high = Math.max(...known);
  const text = `${seconds(median(known))} s (${seconds(low)}-${seconds(high)})`;
  return known.length < values.length ? `${text}, ${values.length - known.length}× ${missing}` : text;
}

function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => fmt(value, 2))
    .join(', ');

export interface FirstTapReport {
  lines: string[];
  json: unknown;
}

export async function benchFirstTap(label = 'latest'): Promise<FirstTapReport> {
  const executable = chromePath();
  if (!executable)
    return { lines: ['First tap: skipped, Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)'], json: null };
  const started = new Date();
  const loadBefore = loadAverage();
  const runs = Math.max(1, Number(process.env.BENCH_TAP_RUNS ?? 3));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-first-tap-'));
  const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, { script: BUILT_SERVER });
  const passive: PassiveRun[] = [];
  const taps: TapRun[] = [];
  let lighthouseFigures = new Map<string, Figures[]>();
  let lighthouseNotes: string[] = [];
  let browserVersion = '';
  let pages: PageSpec[] = [];
  try {
    const productPath = `/product/${await firstProductId(store.url)}`;
    pages = [
      // "On the home page add-to-cart is disabled for a visitor" (store-spec.md): nothing for a tap to do.
      { label: '/', path: '/', controls: [{ ...ADD, disabledForGuest: true }, BUY] },
      { label: '/all-products', path: '/all-products', controls: [ADD, BUY, FILTERS] },
      { label: '/product/{id}', path: productPath, controls: [ADD, BUY] },
    ];
    // One unthrottled visit each, so that the figures are of a running store, not of its first requests.
    for (const spec of pages) await fetch(`${store.url}${spec.path}`).then((response) => response.text());
    const browser = await chromium.launch({
      executablePath: executable,
      args: [...BROWSER_FLAGS, ...TOUCH_FLAGS],
    });
    browserVersion = browser.version();
    try {
      for (let run = 1; run <= runs; run++) {
        for (const spec of pages) {
          if (!process.env.BENCH_ONLY) passive.push(await passiveRun(browser, store.url, spec, run));
          for (const control of guestTappable(spec))
            if (chosen(spec, control))
              for (const instrument of INSTRUMENTS) taps.push(await tapRun(browser, store.url, spec, control, run, instrument));
        }
        process.stderr.write(`first tap: run ${run} of ${runs} done\n`);
      }
    } finally {
      await browser.close();
    }
    // BENCH_PAGE_PASSES=0: the taps alone.
    if (process.env.BENCH_PAGE_PASSES !== '0') {
      const measured = await lighthousePasses(
        store.url,
        pages.map((spec) => spec.path),
      );
      lighthouseFigures = measured.figures;
      lighthouseNotes = measured.notes;
    }
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();

  // Painted -> ready.
  const readyRows: string[][] = [];
  for (const spec of pages) {
    const mine = passive.filter((run) => run.page === spec.label);
    for (const control of spec.controls) {
      const painted = mine.map((run) => run.painted[control.name] ?? null);
      const dead = mine.map((run) => {
        const at = run.painted[control.name];
        return at != null && run.ready !== null ? Math.max(0, run.ready - at) : null;
      });
      readyRows.push([spec.label, control.name, spread(painted), spread(mine.map((run) => run.ready)), spread(dead, 'not measured')]);
    }
  }
  // Tap right after paint.
  const tapRows: string[][] = [];
  for (const instrument of INSTRUMENTS)
    for (const spec of pages)
      for (const control of guestTappable(spec)) {
        const mine = taps.filter((run) => run.instrument === instrument && run.page === spec.label && run.control === control.name);
        if (mine.length === 0) continue;
        const kinds = [...new Set(mine.map((run) => (run.firstEffect ? run.firstEffect.kind : 'none')))].join(', ');
        tapRows.push([
          instrument,
          spec.label,
          control.name,
          spread(mine.map((run) => run.tapSentAfter)),
          spread(
            mine.map((run) => run.firstEffect?.ms ?? null),
            'none',
          ),
          notHeard(
            spread(
              mine.map((run) => run.firstEffectFromTouch),
              'none',
            ),
            mine,
          ),
          kinds,
          spread(
            mine.map((run) => run.touch?.heldByBrowser ?? null),
            'not seen',
          ),
          notHeard(
            spread(
              mine.map((run) => run.firstEffectFromPage),
              'none',
            ),
            mine,
          ),
          spread(
            mine.map((run) => run.ownEffect?.ms ?? null),
            'lost',
          ),
          `${mine.filter((run) => run.lost).length} of ${mine.filter((run) => run.painted !== null).length}`,
        ]);
      }
  // Where each tap's wait went.
  const waitRows = taps
    .filter((run) => run.painted !== null)
    .map((run) => {
      const input = run.inputs[0];
      const scripts = new Map<string, number>();
      for (const frame of run.frames)
        for (const item of frame.scripts)
          scripts.set(item.source || item.invoker, (scripts.get(item.source || item.invoker) ?? 0) + item.ms);
      const top = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 2);
      return [
        run.instrument,
        run.page,
        run.control,
        String(run.run),
        run.firstEffect ? `${Math.round(run.firstEffect.ms)} ms ${run.firstEffect.kind}` : 'none',
        run.touch
          ? `made +${run.touch.made} ms, held ${run.touch.heldByBrowser ?? '?'} ms, dispatched +${run.touch.dispatched} ms`
          : input
            ? `${input.name} +${input.at} ms, waited ${input.delay} ms`
            : 'not reported',
        run.frames.length ? `${run.frames.length}: ${run.frames.map((frame) => `${frame.at}+${frame.duration}`).join(', ')}` : 'none',
        top.map(([source, ms]) => `${source} ${ms} ms`).join('; ') || '-',
      ];
    });
  // Lighthouse.
  const lighthouseRows: string[][] = [];
  const lighthouseMedians: Record<string, { performance: number; accessibility: number; cls: number; passes: Figures[] }> = {};
  for (const spec of pages) {
    const all = lighthouseFigures.get(spec.path) ?? [];
    const shifts = passive.filter((run) => run.page === spec.label).map((run) => run.layoutShift);
    const range = (values: number[], digits = 0) =>
      `${fmt(median(values), digits)} (${fmt(Math.min(...values), digits)}-${fmt(Math.max(...values), digits)})`;
    if (all.length === 0) {
      lighthouseRows.push([spec.label, 'not measured', 'not measured', 'not measured', '']);
      continue;
    }
    lighthouseMedians[spec.label] = {
      performance: median(all.map((f) => f.performance)),
      accessibility: median(all.map((f) => f.accessibility)),
      cls: median(all.map((f) => f.cls)),
      passes: all,
    };
    lighthouseRows.push([
      spec.label,
      range(all.map((f) => f.performance)),
      range(all.map((f) => f.accessibility)),
      range(
        all.map((f) => f.cls),
        3,
      ),
      shifts.map((shift) => (shift === null ? '?' : fmt(shift, 3))).join(' / '),
    ]);
  }

  const tapped = taps.filter((run) => run.painted !== null);
  const allTaps = tapped.length;
  const unmeasured = taps.length - tapped.length;
  const lost = taps.filter((run) => run.lost).length;
  /**
   * One instrument's taps, their first visible effects counted from the touch being made (or, with
   * fromSending, from the bench sending the tap): the slowest (Infinity when one showed none).
   */
  const effectsOf = (instrument: Instrument, fromSending = false) => {
    const made = taps.filter((run) => run.instrument === instrument);
    const mine = made.filter((run) => run.painted !== null);
    const effect = (run: TapRun) => (fromSending ? (run.firstEffect?.ms ?? null) : run.firstEffectFromTouch);
    const shown = mine.map(effect).filter((ms): ms is number => ms !== null);
    const slowest = Math.max(...mine.map((run) => effect(run) ?? Infinity));
    return {
      met: mine.length > 0 && mine.length === made.length && slowest <= TARGET_EFFECT_MS,
      measured: shown.length
        ? `slowest ${Number.isFinite(slowest) ? `${seconds(slowest)} s` : 'never'}, median ${seconds(median(shown))} s; ${shown.filter((ms) => ms <= TARGET_EFFECT_MS).length} of ${mine.length} within ${seconds(TARGET_EFFECT_MS)} s, ${mine.length - shown.length} showed none${fromSending ? '' : notHeardNote(mine)}`
        : `none of ${mine.length} showed an effect`,
    };
  };
  const measure = effectsOf(INSTRUMENTS[0]!);
  const pageSide = tapped.map((run) => run.firstEffectFromPage).filter((ms): ms is number => ms !== null);
  const lighthouseAll = Object.values(lighthouseMedians);
  const measuredAllPages = lighthouseAll.length === pages.length;
  const targets = [
    {
      target: `a tap right after paint shows its effect within ${seconds(TARGET_EFFECT_MS)} s of the touch (every tap, ${INSTRUMENTS[0]} touch)`,
      measured: measure.measured,
      met: measure.met,
    },
    {
      target: `the same, counted from the browser handing the touch to the page (every tap, every touch)`,
      measured: pageSide.length
        ? `slowest ${seconds(Math.max(...pageSide))} s, median ${seconds(median(pageSide))} s; ${allTaps - pageSide.length} of ${allTaps} not measured${notHeardNote(tapped)}`
        : 'not measured (no input latency trace)',
      met: allTaps > 0 && unmeasured === 0 && pageSide.length === allTaps && Math.max(...pageSide) <= TARGET_EFFECT_MS,
    },
    {
      target: 'no tap is lost',
      measured: `${lost} of ${allTaps} lost (every touch)${unmeasured ? `; ${unmeasured} not made (control never painted)` : ''}`,
      met: allTaps > 0 && unmeasured === 0 && lost === 0,
    },
    {
      target: 'Lighthouse performance >= 95 (median, each page)',
      measured: pages.map((spec) => lighthouseMedians[spec.label]?.performance ?? '?').join(' / '),
      met: measuredAllPages && lighthouseAll.every((page) => page.performance >= 95),
    },
    {
      target: 'Lighthouse accessibility >= 95 (median, each page)',
      measured: pages.map((spec) => lighthouseMedians[spec.label]?.accessibility ?? '?').join(' / '),
      met: measuredAllPages && lighthouseAll.every((page) => page.accessibility >= 95),
    },
    {
      target: 'CLS 0 (Lighthouse median, each page, to 3 decimals)',
      measured: pages.map((spec) => (lighthouseMedians[spec.label] ? fmt(lighthouseMedians[spec.label]!.cls, 3) : '?')).join(' / '),
      met: measuredAllPages && lighthouseAll.every((page) => page.cls < 0.0005),
    },
  ];

  const lines = [
    `First tap (issue 18), label "${label}", ${started.toISOString()}, commit ${commit()}, ${os.cpus().length} CPUs, Chromium ${browserVersion}`,
    `Profile: ${PROFILE.viewport.width}x${PROFILE.viewport.height}, touch, ${PROFILE.network.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed ${PROFILE.cpuSlowdown}x; ${runs} runs each, as a guest, each a first visit`,
    `Load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAfter} at the end (the machine is shared)`,
    `App ready: the first frame with ${READY_SELECTOR}. Figures: median (lowest-highest), seconds.`,
    '',
    'Painted -> app ready (no tap)',
    ...table(['page', 'control', 'painted at', 'app ready at', 'dead for'], readyRows),
    '',
    `${TAP_WHEN === 'ready' ? 'Tap once painted AND the app is ready (BENCH_TAP_WHEN=ready, a check of the bench)' : 'Tap right after paint'} (lost: its own effect, navigation or menu open, not there ${TAP_TIMEOUT_MS / 1000} s after the tap)`,
    `Touches: ${INSTRUMENTS.map((instrument) => `${instrument}: ${INSTRUMENT_NAMES[instrument]}`).join('; ')} (see INSTRUMENTS in first-tap.ts).`,
    ...table(
      [
        'touch',
        'page',
        'control',
        'tap sent after paint',
        'first visible effect',
        'the same, from the touch',
        'first effect was',
        'touch held by the browser',
        'effect after the page had it',
        'own effect',
        'lost',
      ],
      tapRows,
    ),
    "Times count from the bench sending the tap, but 'the same, from the touch': from the touch being made (its event's timeStamp), or from the sending where the page heard no touchstart ('from the sending'). 'Touch held by the browser': from the browser making the touch to handing it to the page's renderer (Chromium's input latency trace); DevTools hands an injected touch over only after the page has drawn a frame, a wait a touchscreen does not have.",
    ...pages.flatMap((spec) =>
      spec.controls
        .filter((control) => control.disabledForGuest)
        .map((control) => `Not tapped: ${control.name} on ${spec.label}, disabled for a visitor by the specification.`),
    ),
    '',
    "Where each tap's wait went: when its touch event was made and dispatched (ms after the tap was sent); the long frames from the tap to its first effect (ms after the tap + duration); the scripts that ran longest in them",
    ...table(['touch', 'page', 'control', 'run', 'first effect', 'first input event', 'long frames', 'longest scripts'], waitRows),
    '',
    `Lighthouse (mobile, simulated throttling; median (range) of ${lighthouseAll[0]?.passes.length ?? 0} passes) and layout shift under the profile (sum, each run, until the app is ready + 1 s)`,
    ...lighthouseNotes,
    ...table(['page', 'performance', 'accessibility', 'CLS', 'layout shift, profile'], lighthouseRows),
    ...(lighthouseAll.length ? [hostLine(lighthouseAll.flatMap((page) => page.passes))] : []),
    '',
    'Targets',
    ...table(
      ['target', 'measured', 'verdict'],
      targets.map((item) => [item.target, item.measured, verdict(item.met)]),
    ),
    `Counted from the touch being made: its event's timeStamp, the moment a phone stamps on a finger's touch and where Interaction to Next Paint counts from. Counted from the bench sending the tap, which adds DevTools' and the bench's own delays before the touch exists: ${INSTRUMENTS.map((instrument) => `${instrument} touches ${effectsOf(instrument, true).measured}`).join('; ')}.`,
    ...INSTRUMENTS.slice(1).map(
      (instrument) =>
        `Beside it, the same taps made with ${instrument} touches (${INSTRUMENT_NAMES[instrument]}), from the touch being made: ${effectsOf(instrument).measured}.`,
    ),
  ];
  const errors = [...passive, ...taps].filter((run) => run.error);
  if (errors.length)
    lines.push(
      '',
      'Runs with trouble:',
      ...errors.map((run) => `  ${run.page} ${'control' in run ? run.control : ''} run ${run.run}: ${run.error}`),
    );
  const json = {
    label,
    started: started.toISOString(),
    commit: commit(),
    cpus: os.cpus().length,
    loadAverage: { start: loadBefore, end: loadAfter },
    chromium: browserVersion,
    profile: PROFILE,
    readySelector: READY_SELECTOR,
    tapTimeoutMs: TAP_TIMEOUT_MS,
    tapWhen: TAP_WHEN,
    instruments: INSTRUMENTS,
    runs: { passive, taps },
    lighthouse: lighthouseMedians,
    targets,
  };
  return { lines, json };
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Writes the tables and the figures under bench/results/. */
export function saveFirstTap(report: FirstTapReport, label: string): string {
  const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `first-tap-${label}`);
  writeFileSync(`${file}.json`, `${JSON.stringify(report.json, null, 2)}\n`);
  writeFileSync(`${file}.txt`, `${report.lines.join('\n')}\n`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const label = (process.argv[2] ?? process.env.BENCH_LABEL ?? 'latest').replace(/[^\w.-]/g, '-');
  const report = await benchFirstTap(label);
  console.log(report.lines.join('\n'));
  if (report.json) console.log(`\nwritten to ${path.relative(process.cwd(), saveFirstTap(report, label))}.json and .txt`);
}
