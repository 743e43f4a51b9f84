// Draws the demo banners' Hindi pictures (banner-N-hi.webp beside banner-N.webp under apps/web/public/demo/banners),
// the same design as scripts/draw-demo-images.mjs draws the English ones, with the words in Hindi. Drawn by the
// browser the journeys use (Debian's Chromium), which shapes Devanagari with the Noto font the bills embed; the
// image library's own text renderer has no Devanagari font. Run once by hand
// (`node scripts/draw-demo-banners-hi.mjs`); the files are committed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const font = (weight) =>
  readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`)).toString(
    'base64',
  );
const root = new URL('../apps/web/public/demo/banners/', import.meta.url);

// The lower banners are shown to every customer, one whose pin code no branch serves too: no delivery time.
const bannerTexts = [
  ['30-60 मिनट में पैड आपके दरवाज़े पर', 'एक्सप्रेस डिलीवरी, कैश ऑन डिलीवरी', '#be185d', '#f9a8d4'],
  ['पहुँचने पर पेमेंट करें', 'दरवाज़े पर कैश या UPI, कार्ड की ज़रूरत नहीं', '#6d28d9', '#c4b5fd'],
  ['हर साइज़, दिन और रात', 'Regular से XXL तक, पतले पैड से रात भर की सुरक्षा तक', '#0e7490', '#a5f3fc'],
  ['भरोसेमंद ब्रांड, सील पैक', 'Whisper, Stayfree, Sofy, Nua और भी', '#15803d', '#bbf7d0'],
  ['हमेशा बिना पहचान वाली पैकिंग', 'डिब्बे पर कुछ नहीं लिखा होता कि अंदर क्या है', '#9d174d', '#fbcfe8'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 400 } });
for (const [position, [title, line, dark, light]] of bannerTexts.entries()) {
  await page.setContent(`<!doctype html><html lang="hi"><head><style>
    @font-face { font-family: Deva; font-weight: 400; src: url(data:font/woff;base64,${font(400)}) format('woff'); }
    @font-face { font-family: Deva; font-weight: 700; src: url(data:font/woff;base64,${font(700)}) format('woff'); }
    body { margin: 0; width: 1200px; height: 400px; position: relative; overflow: hidden;
      background: linear-gradient(to right, ${dark}, ${light}); font-family: Deva, Arial, sans-serif; color: #fff; }
    .ring { position: absolute; border-radius: 50%; background: #fff; }
    h1 { position: absolute; left: 80px; top: 120px; margin: 0; font-size: 54px; font-weight: 700; }
    p { position: absolute; left: 80px; top: 215px; margin: 0; font-size: 30px; }
  </style></head><body>
    <div class="ring" style="left:880px;top:50px;width:300px;height:300px;opacity:.25"></div>
    <div class="ring" style="left:935px;top:105px;width:190px;height:190px;opacity:.35"></div>
    <h1>${title}</h1><p>${line}</p>
  </body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  await sharp(png)
    .webp({ quality: 80 })
    .toFile(new URL(`banner-${position}-hi.webp`, root).pathname);
}
await browser.close();
