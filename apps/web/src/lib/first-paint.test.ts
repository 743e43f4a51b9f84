import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDevanagariFaces, firstScreenPainted, nextTask, PICTURE_WAIT_MS, preloadAppFiles } from './first-paint';

/** Whether the promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the app waits for the screen the server painted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('starts at once on a page the server did not render: the app paints that one', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(firstScreenPainted())).toBe(true);
  });

  it("waits for the screen's largest picture to load, then for a frame painted with it", async () => {
    document.body.innerHTML = '<div id="root"><main><img src="/banner.webp" fetchpriority="high"><img src="/card.webp"></main></div>';
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    Object.defineProperty(picture, 'complete', { value: false });
    picture.decode = () => Promise.resolve();
    const painted = firstScreenPainted();
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(painted)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    // Loaded, not yet painted: the frames after it are.
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(painted)).toBe(true);
  });

  it('waits no longer than its limit for a picture that does not come', async () => {
    document.body.innerHTML = '<div id="root"><img src="/slow.webp" fetchpriority="high"></div>';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const painted = firstScreenPainted();
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 10);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(painted)).toBe(true);
  });

  it('a picture that fails to load does not hold the app', async () => {
    document.body.innerHTML = '<div id="root"><img src="/gone.webp" fetchpriority="high"></div>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const painted = firstScreenPainted();
    picture.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled(painted)).toBe(true);
  });

  it("puts the inert preloads of the app's files in the head, live", () => {
    document.head.innerHTML =
      '<template id="app-files"><link rel="modulepreload" href="/assets/react-dom-1.js"><link rel="modulepreload" href="/assets/app-2.js"></template>';
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    preloadAppFiles();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-dom-1.js',
      '/assets/app-2.js',
    ]);
  });

  it("adds Hindi's faces once, putting them first in the font list", () => {
    expect(document.head.querySelector('style')).toBeNull();
    addDevanagariFaces();
    addDevanagariFaces();
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent ?? '';
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toMatch(/font-weight:\s*400/);
    expect(css).toMatch(/font-weight:\s*700/);
    expect(css).toMatch(/--devanagari-face:\s*'Store Devanagari', system-ui/);
  });

  it('gives the browser its turn between start-up steps: the next step waits for a task of its own', async () => {
    let continued = false;
    const step = nextTask().then(() => (continued = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await step;
    expect(continued).toBe(true);
  });
});
