import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageOfHeader } from '@padstore/domain/i18n/languages';
import { CompressedPages, compressOnce } from './compressed-pages.js';

/**
 * The first view of a page, made faster on a slow connection. Besides the app's shell (index.html) the
 * server sends, for the public pages whose first screen the web app describes (its app/first-views.ts,
 * asked through its server build, entry-server.tsx):
 * - the API answers that screen asks for, as a guest would get them, in a JSON block the web app reads
 *   instead of asking again (a signed-in customer's app ignores them and asks with its token);
 * - a `preload` of the picture that is the largest thing on that screen;
 * - that screen itself, rendered from those answers by the web app's server build, so that the phone
 *   paints it before the app's JavaScript has arrived; the app then takes it over;
 * - for a signed-in customer (her session cookie), the answer of hers that screen starts with (the home
 *   page's 'Buy again': her orders) and the public answers it leads to (their products), so that her
 *   first screen is painted as it will stay. Such a page is hers alone: `private`, and never kept here.
 * The block is data, never run: the Content-Security-Policy still allows no inline script.
 */
export interface FirstView {
  /** API paths (after /api/) the first screen asks for. */
  answers: string[];
  /** The picture that is the largest thing on that screen: which answer holds it, and where. */
  picture?: { from: string; pick: (answer: never) => unknown };
  /** For a signed-in customer: the API path of her answer the screen starts with, and the public ones it leads to. */
  hers?: { answer: string; leadsTo: (answer: never) => string[] };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside a script element: "<" escaped so that no "</script>" or "<!--" can end or bend it.
const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const isLocalPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * The app's stylesheet (about 10 KB compressed) goes inside the page rather than beside it: on a slow
 * connection the round trip for a render-blocking file costs more than sending it with every page. Its
 * link stays, disabled (a browser fetches no disabled stylesheet): the app's loader of on-demand code
 * looks for that link before a page's code runs, and without it would fetch the stylesheet again and
 * hold the page until the second copy had come and been applied.
 */
export function inlineStylesheets(shell: string, webDist: string): string {
  return shell.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = readFileSync(path.join(webDist, file), 'utf8');
    return css.includes('</') ? link : `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

const TITLE_END = '</title>';

/**
 * The `preload` of the picture that is the largest thing on the first screen, at the head's top, before the
 * app's scripts: the browser asks for it first, so that on a slow connection it does not wait behind or
 * share the bandwidth with 100 KB of scripts the painted screen does not need.
 */
function withPicturePreload(page: string, picture: unknown): string {
  if (!isLocalPath(picture)) return page;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`;
  // A shell without a title (none is built so) has it at the head's end.
  const [after, place] = page.includes(TITLE_END) ? [true, TITLE_END] : [false, '</head>'];
  return page.replace(place, (found) => (after ? `${found}${preload}` : `${preload}${found}`));
}

/** A page, and whether it carries a signed-in customer's own answers (then it is hers alone). */
export interface Page {
  html: string;
  hers: boolean;
}

export interface Rendered {
  html: string;
  /** The texts of her language the screen said, each as it said them (the web app's lib/i18n.tsx recordSaid). */
  messages?: Record<string, unknown>;
}

/** The web app's server build: what a first screen needs, and its markup from its address and those answers. */
export interface ServerBuild {
  firstViewOf: (url: string) => FirstView | null;
  /** The screen's markup, and the texts of her language it said (sent with the page), or the markup alone. */
  render: (url: string, answers: Record<string, unknown>, language: string) => Rendered | string | Promise<Rendered | string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_ELEMENT = '<html lang="en">';
const APP_FILES = /<template id="app-files">([\s\S]*?)<\/template>/;

/**
 * A page whose screen the server did not paint: the app must paint it, so the preloads of its files, which
 * the built shell holds inert until a painted screen is on the phone (the web app's lib/first-paint.ts),
 * are live at once.
 */
export const withAppFilesAtOnce = (page: string) => page.replace(APP_FILES, (_template, links: string) => links);

/**
 * The language a page is rendered in: the one chosen on her device (the `lang` cookie the web app sets,
 * the pseudo-language included, which finds texts that skip the library), else the first of the store's
 * her browser asks for, else English.
 */
export function pageLanguageOf(request: Pick<FastifyRequest, 'headers'>): string {
  return deviceLanguageOf(request) ?? languageOfHeader(request.headers['accept-language']) ?? 'en';
}

/** The language chosen on her device: the `lang` cookie the web app sets, when it names one of the page's languages. */
function deviceLanguageOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const chosen = /(?:^|;\s*)lang=([\w-]+)/.exec(String(request.headers.cookie ?? ''))?.[1];
  return chosen && (isLanguage(chosen) || chosen === 'pseudo') ? chosen : undefined;
}

/** The device remembers a language as the web app's switch does (lib/languages.ts): a year, readable by the page. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export class FirstViews {
  private readonly shell: string;
  /** Where `npm run build` puts the web app's server build, beside the browser's. */
  private readonly serverBuild: string;
  private build: Promise<ServerBuild | null> | undefined;
  /** The pages sent lately, compressed at their best (compressed-pages.ts). */
  readonly compressed = new CompressedPages();

  constructor(
    private readonly app: FastifyInstance,
    webDist: string,
  ) {
    this.shell = inlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist);
    this.serverBuild = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  }

  /** Loaded on the first page asked for, not at start-up; without a server build pages are sent unrendered. */
  private loadServerBuild(): Promise<ServerBuild | null> {
    const unusable = (error: unknown) => {
      this.app.log.error({ err: error }, 'the web app server build could not be loaded: pages are sent unrendered');
      return null;
    };
    this.build ??= existsSync(this.serverBuild)
      ? import(pathToFileURL(this.serverBuild).href).then(
          (module: Partial<ServerBuild>) =>
            typeof module.firstViewOf === 'function' && typeof module.render === 'function'
              ? { firstViewOf: module.firstViewOf, render: module.render }
              : unusable(new Error('it exports no firstViewOf and render')),
          unusable,
        )
      : Promise.resolve(null);
    return this.build;
  }

  /** What the page's first screen needs, or nothing should the server build not know or fail on it. */
  private firstViewOf(build: ServerBuild, url: string): FirstView | null {
    try {
      return build.firstViewOf(url);
    } catch (error) {
      this.app.log.error({ err: error, url }, "a first view's needs could not be read: the page is sent unrendered");
      return null;
    }
  }

  /** The first screen's markup, or nothing should rendering fail (the app then renders it in the browser). */
  private async screen(build: ServerBuild, url: string, answers: Record<string, unknown>, language: string): Promise<Rendered> {
    try {
      const rendered = await build.render(url, answers, language);
      return typeof rendered === 'string' ? { html: rendered } : rendered;
    } catch (error) {
      this.app.log.error({ err: error, url }, 'a first screen could not be rendered: sent for the browser to render');
      return { html: '' };
    }
  }

  /**
   * Her answer for a first screen that starts with one, asked with her session cookie: undefined for a
   * guest, a session that has ended, or a screen without one.
   */
  private async herAnswer(view: FirstView, cookie: string | undefined, headers: Record<string, string>) {
    if (!view.hers || !cookie) return undefined;
    const response = await this.app.inject({ method: 'GET', url: `/api/${view.hers.answer}`, headers: { ...headers, cookie } });
    return response.statusCode === 200 ? response.body : undefined;
  }

  /**
   * The shell with what the page's first screen needs, in a language (its `<html lang>` says which); with
   * the session cookie of a signed-in customer, her own first screen.
   */
  async render(url: string, language = 'en', cookie?: string): Promise<Page> {
    const shell = this.shell.replace(
      HTML_ELEMENT,
      () => `<html lang="${language === 'pseudo' ? 'en-XA' : language}" data-lang="${language}">`,
    );
    const build = await this.loadServerBuild();
    const view = build && this.firstViewOf(build, url);
    if (!build || !view) return { html: withAppFilesAtOnce(shell), hers: false };
    // Asked in the page's language (an operator's Hindi product names; the pseudo-language's answers are English's).
    const headers = { 'accept-language': language === 'pseudo' ? 'en' : language };
    const ask = (addresses: string[]) =>
      Promise.all(addresses.map((address) => this.app.inject({ method: 'GET', url: `/api/${address}`, headers })));
    const [responses, hers] = await Promise.all([ask(view.answers), this.herAnswer(view, cookie, headers)]);
    const bodies = new Map<string, string>();
    responses.forEach((response, index) => response.statusCode === 200 && bodies.set(view.answers[index] as string, response.body));
    if (hers !== undefined && view.hers) {
      bodies.set(view.hers.answer, hers);
      // The public answers hers leads to (her products) are a guest's, as the app asks them while it takes the page over.
      const more = this.leadsTo(view, hers).filter((address) => !bodies.has(address));
      (await ask(more)).forEach((response, index) => response.statusCode === 200 && bodies.set(more[index] as string, response.body));
    }
    const answers = Object.fromEntries([...bodies].map(([address, body]) => [address, JSON.parse(body) as unknown]));
    const head: string[] = [];
    const pictureAnswer = view.picture && answers[view.picture.from];
    const picture = pictureAnswer === undefined ? undefined : view.picture?.pick(pictureAnswer as never);
    const block = `{${[...bodies].map(([address, body]) => `${JSON.stringify(address)}:${body}`).join(',')}}`;
    head.push(`<script type="application/json" id="first-answers">${escapeScriptJson(block)}</script>`);
    const screen = await this.screen(build, url, answers, language);
    // The texts of her language the screen said, as said: the app takes the page over with them, before
    // Lingui is loaded (never run).
    if (screen.html && screen.messages && Object.keys(screen.messages).length > 0) {
      head.push(`<script type="application/json" id="first-messages">${escapeScriptJson(JSON.stringify(screen.messages))}</script>`);
    }
    // Replaced through functions: a "$&" or "$'" in a product's text must stay text.
    const page = withPicturePreload(
      shell.replace('</head>', () => `${head.join('')}</head>`),
      picture,
    );
    return {
      html: screen.html ? page.replace(ROOT_ELEMENT, () => `<div id="root">${screen.html}</div>`) : withAppFilesAtOnce(page),
      hers: hers !== undefined,
    };
  }

  /** The API paths her answer leads to, or none should the web app's table fail on it. */
  private leadsTo(view: FirstView, hers: string): string[] {
    try {
      return view.hers?.leadsTo(JSON.parse(hers) as never) ?? [];
    } catch (error) {
      this.app.log.error({ err: error }, "a first view's answers for her could not be read: sent without them");
      return [];
    }
  }

  /**
   * The page's language. On a device where she never chose one, a signed-in customer's page is in her
   * account's language from its first paint (not the browser's, then hers once her profile answers), and
   * the device remembers it as if she had chosen it there.
   */
  private async languageFor(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const chosen = deviceLanguageOf(request);
    if (chosen) return chosen;
    const visitor = await this.app.pageVisitor(request).catch((error: unknown) => {
      this.app.log.error({ err: error }, "a page's session could not be read: the page follows the browser's language");
      return null;
    });
    const saved = visitor?.language;
    if (!isLanguage(saved)) return pageLanguageOf(request);
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: 'lang',
        value: saved,
        path: '/',
        maxAge: YEAR_SECONDS,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      }),
    );
    return saved;
  }

  /**
   * Sends the page, compressed as the browser accepts; never kept by caches, so it is always current. A
   * page with her answers is `private` (no shared cache may keep it) and compressed for her alone: the
   * pages kept compressed at their best are the ones everybody gets.
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { html, hers } = await this.render(request.url, await this.languageFor(request, reply), request.headers.cookie);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply
      .header('cache-control', hers ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) {
      reply.header('content-encoding', encoding).send(hers ? compressOnce(html, encoding) : this.compressed.compress(html, encoding));
    } else {
      reply.send(html);
    }
  }
}
