import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotliAtBest = promisify(brotliCompress);
const gzipAtBest = promisify(gzip);

/** Quick enough for every request (a few milliseconds for a page of 100 KB). */
const quick: Record<PageEncoding, (page: Buffer) => Buffer> = {
  br: (page) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (page) => gzipSync(page),
};
/** The smallest each encoding makes (brotli's best takes about 80 ms for such a page), off the event loop. */
const best: Record<PageEncoding, (page: Buffer) => Promise<Buffer>> = {
  br: (page) =>
    brotliAtBest(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    }),
  gzip: (page) => gzipAtBest(page, { level: constants.Z_BEST_COMPRESSION }),
};

/** A page compressed quickly and kept nowhere: a signed-in customer's own page. */
export const compressOnce = (html: string, encoding: PageEncoding): Buffer => quick[encoding](Buffer.from(html));

/**
 * The pages sent lately, compressed at their encoding's best. A page the server renders is the same for every
 * guest until the catalogue changes, and its compressed size decides how many round trips a slow phone waits
 * for it: on a new connection the first round trip carries about 14 KB (ten TCP segments), so the home page
 * (93 KB of HTML) at brotli's best, about 13.7 KB, comes in one where its quick compression, about 15 KB, took
 * two. Compressing at the best costs too much for every request; so the first request of a page gets the
 * quick compression while the best is made beside it, off the event loop, and later requests of the same page
 * get the best. Pages are known by a hash of their HTML, so a changed page is a new one; the oldest are
 * forgotten past `capacity` pages. At most `makingAtOnce` best copies are made at a time: a burst of pages
 * never asked for before (a crawler's, say) is sent quickly compressed rather than queueing work behind it.
 */
export class CompressedPages {
  private readonly pages = new Map<string, Buffer>();
  private readonly underway = new Map<string, Promise<void>>();

  constructor(
    private readonly capacity = 64,
    private readonly makingAtOnce = 2,
  ) {}

  /** The page compressed for `encoding`: its best copy when one is ready, else a quick one. */
  compress(html: string, encoding: PageEncoding): Buffer {
    const page = Buffer.from(html);
    const key = `${encoding} ${createHash('sha256').update(page).digest('base64')}`;
    const made = this.pages.get(key);
    if (made) {
      // Kept as the most recent.
      this.pages.delete(key);
      this.pages.set(key, made);
      return made;
    }
    if (!this.underway.has(key) && this.underway.size < this.makingAtOnce) {
      const making = best[encoding](page)
        .then((compressed) => {
          this.pages.set(key, compressed);
          for (const oldest of this.pages.keys()) {
            if (this.pages.size <= this.capacity) break;
            this.pages.delete(oldest);
          }
        })
        // A failed best copy leaves the quick one in use; the next request tries again.
        .catch(() => undefined)
        .finally(() => this.underway.delete(key));
      this.underway.set(key, making);
    }
    return quick[encoding](page);
  }

  /** Settles once every best copy under way is made. */
  async settled(): Promise<void> {
    await Promise.all(this.underway.values());
  }
}
