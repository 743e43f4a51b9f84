/**
 * The app's code waits for the screen the server painted (decision record 036). A page the server rendered
 * (apps/api plugins/first-view.ts) is whole without JavaScript: her phone paints it, its largest picture
 * included, before React and the app (about 100 KB compressed) are fetched and run. Fetched beside the
 * picture, they shared its bandwidth on a slow connection and, evaluated before the first frame, held the
 * paint behind them (Lighthouse's "element render delay").
 */
import devanagariFaces from '../styles/devanagari.css?inline';

/** The picture the server marked as the screen's largest (its `preload` is at the head's top). */
const LARGEST_PICTURE = '#root img[fetchpriority="high"]';

/**
 * The longest the app waits for that picture, from the moment it asks: a picture slow to come (an owner's
 * large upload on a slow network) does not keep the page from the app for longer than this.
 */
export const PICTURE_WAIT_MS = 1500;

const afterTimeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The next frame painted: a task after the frame that the next animation frame belongs to. */
const framePainted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long after the picture is ready a browser that reports largest paints is trusted to have shown it unreported. */
const UNREPORTED_PAINT_MS = 250;

/**
 * The picture on her screen: the browser's report of it as the largest paint where it gives one (it comes
 * once the frame is shown, which can be frames after the picture was decoded), else a while after it was
 * ready (a picture smaller than a text painted before it is reported never); two frames after it where
 * the browser reports none.
 */
function picturePainted(picture: HTMLImageElement, ready: Promise<void>): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return ready.then(framePainted).then(framePainted);
  const frames = ready.then(() => afterTimeout(UNREPORTED_PAINT_MS));
  let observer: PerformanceObserver | undefined;
  const reported = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === picture)) resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.race([reported, frames]).finally(() => observer?.disconnect());
}

/** The picture loaded (or failed) and decoded, ready to paint (decoding is not waited for where the browser cannot say). */
function pictureReady(picture: HTMLImageElement): Promise<void> {
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() => (typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : undefined));
}

/**
 * Resolves once the first screen the server rendered is on her screen with its largest picture (or after
 * PICTURE_WAIT_MS), at once on a page the server did not render: the app must paint that one itself.
 */
export async function firstScreenPainted(): Promise<void> {
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return;
  const picture = document.querySelector<HTMLImageElement>(LARGEST_PICTURE);
  if (!picture) return framePainted();
  await Promise.race([picturePainted(picture, pictureReady(picture)), afterTimeout(PICTURE_WAIT_MS)]);
}

/**
 * The preloads of the app's own files (React DOM and the app), which the built page holds inert in a
 * template (vite.config.ts preloadApp) until the first screen is painted: put in the head, they are
 * fetched side by side instead of one after the other as the entry imports them.
 */
export function preloadAppFiles(): void {
  const template = document.getElementById('app-files');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}

/**
 * Hindi's letters' faces (styles/devanagari.css), added once the first screen is painted: declared in the
 * page, the browser fetched them (51 KB a weight, on a phone without its own) beside the largest picture.
 */
export function addDevanagariFaces(): void {
  if (document.getElementById('devanagari-faces')) return;
  const style = document.createElement('style');
  style.id = 'devanagari-faces';
  style.textContent = devanagariFaces;
  document.head.append(style);
}

/** The browser's scheduler where it has one (Chromium's `scheduler.yield`). */
const browserScheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;

/**
 * Resolves in a task of its own, once the browser has had its turn (input, a frame): the app's start-up
 * steps after the first paint each stay a short task instead of one long one that a tap would wait for and
 * that Lighthouse counts as blocking time. `scheduler.yield` resumes ahead of other queued work, a timer
 * behind it.
 */
export function nextTask(): Promise<void> {
  if (typeof browserScheduler?.yield === 'function') return browserScheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
