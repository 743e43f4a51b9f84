// Draws the demo catalog's pictures under apps/web/public/demo: each is drawn as SVG here and written as WebP,
// as the store's own uploads are (an SVG picture is a small document a phone must lay out and paint on its main
// thread, with its text; a WebP is decoded off it). The "No image" placeholder stays an SVG.
// Run once by hand (`node scripts/draw-demo-images.mjs`); the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../apps/web/public/demo/', import.meta.url);
const brands = { Whisper: '#7c3aed', Stayfree: '#db2777', Sofy: '#0891b2', Nua: '#16a34a' };
const products = [
  ['Whisper Choice Ultra', 'Whisper', 'Regular', 6],
  ['Whisper Ultra Clean', 'Whisper', 'Large', 15],
  ['Whisper Bindazzz Nights', 'Whisper', 'XL', 20],
  ['Whisper Ultra Nights XXL', 'Whisper', 'XXL', 30],
  ['Stayfree Secure Dry', 'Stayfree', 'Regular', 8],
  ['Stayfree Secure Cottony', 'Stayfree', 'Large', 12],
  ['Stayfree Dry Max All Night', 'Stayfree', 'XL', 18],
  ['Stayfree Advanced XXL', 'Stayfree', 'XXL', 28],
  ['Sofy Antibacteria', 'Sofy', 'Regular', 10],
  ['Sofy Body Fit', 'Sofy', 'Large', 14],
  ['Sofy Side Gathers XL', 'Sofy', 'XL', 24],
  ['Sofy Overnight XXL', 'Sofy', 'XXL', 36],
  ['Nua Ultra Thin', 'Nua', 'Regular', 12],
  ['Nua Heavy Flow', 'Nua', 'Large', 16],
  ['Nua Comfort XL', 'Nua', 'XL', 26],
  ['Nua Monthly Box XXL', 'Nua', 'XXL', 40],
];
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const drawn = [];
const write = (folder, name, svg) => {
  const dir = new URL(`${folder}/`, root);
  mkdirSync(dir, { recursive: true });
  drawn.push(
    sharp(Buffer.from(svg.replace(/\n\s*/g, '')))
      .webp({ quality: 80 })
      .toFile(new URL(name.replace(/\.svg$/, '.webp'), dir).pathname),
  );
};

for (const [name, brand, size, pads] of products) {
  const color = brands[brand];
  const words = name.replace(`${brand} `, '');
  write(
    'products',
    `${slug(name)}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
    <rect width="400" height="400" fill="#fdf2f8"/>
    <rect x="90" y="50" width="220" height="300" rx="28" fill="${color}"/>
    <rect x="90" y="50" width="220" height="70" rx="28" fill="#ffffff" opacity="0.18"/>
    <text x="200" y="100" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${esc(brand)}</text>
    <text x="200" y="170" font-family="Arial, sans-serif" font-size="19" fill="#fff" text-anchor="middle">${esc(words)}</text>
    <ellipse cx="200" cy="235" rx="70" ry="28" fill="#fff" opacity="0.9"/>
    <ellipse cx="200" cy="235" rx="40" ry="14" fill="${color}" opacity="0.35"/>
    <text x="200" y="310" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${pads} pads · ${size}</text>
  </svg>`,
  );
}
for (const [brand, color] of Object.entries(brands)) {
  write(
    'brands',
    `${slug(brand)}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">
    <rect width="240" height="120" rx="16" fill="#fff"/>
    <circle cx="52" cy="60" r="30" fill="${color}"/>
    <text x="52" y="70" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${brand[0]}</text>
    <text x="96" y="70" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${color}">${esc(brand)}</text>
  </svg>`,
  );
}
// The hero (position 0) is shown only where a branch delivers; the lower banners are shown to every customer,
// one whose pin code no branch serves too, so they promise no delivery time.
const bannerTexts = [
  ['Pads at your door in 30-60 minutes', 'Express delivery, cash on delivery', '#be185d', '#f9a8d4'],
  ['Pay when it arrives', 'Cash or UPI at your door, no card needed', '#6d28d9', '#c4b5fd'],
  ['Every size, day and night', 'Regular to XXL, thin pads to overnight care', '#0e7490', '#a5f3fc'],
  ['Trusted brands, sealed packs', 'Whisper, Stayfree, Sofy, Nua and more', '#15803d', '#bbf7d0'],
  ['Discreet packaging, always', 'Nothing on the box says what is inside', '#9d174d', '#fbcfe8'],
];
bannerTexts.forEach(([title, line, dark, light], position) => {
  write(
    'banners',
    `banner-${position}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="400" fill="url(#g)"/>
    <circle cx="1030" cy="200" r="150" fill="#fff" opacity="0.25"/>
    <circle cx="1030" cy="200" r="95" fill="#fff" opacity="0.35"/>
    <text x="80" y="185" font-family="Arial, sans-serif" font-size="54" font-weight="700" fill="#fff">${esc(title)}</text>
    <text x="80" y="250" font-family="Arial, sans-serif" font-size="30" fill="#fff">${esc(line)}</text>
  </svg>`,
  );
});
const people = ['#f472b6', '#a78bfa', '#38bdf8', '#4ade80'];
people.forEach((color, index) => {
  write(
    'people',
    `person-${index + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
    <rect width="120" height="120" rx="60" fill="${color}"/>
    <circle cx="60" cy="48" r="22" fill="#fff" opacity="0.9"/>
    <path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="#fff" opacity="0.9"/>
  </svg>`,
  );
});
['#fbcfe8', '#ddd6fe'].forEach((color, index) => {
  write(
    'about',
    `about-${index + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
    <rect width="800" height="450" fill="${color}"/>
    <rect x="120" y="150" width="300" height="180" rx="16" fill="#fff"/>
    <rect x="150" y="190" width="120" height="20" rx="10" fill="#db2777"/>
    <circle cx="560" cy="250" r="90" fill="#fff" opacity="0.8"/>
    <text x="560" y="262" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#be185d" text-anchor="middle">${index === 0 ? '30-60 min' : 'Discreet'}</text>
  </svg>`,
  );
});
writeFileSync(
  new URL('placeholder.svg', root),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
  <rect width="400" height="400" fill="#f3f4f6"/>
  <rect x="130" y="120" width="140" height="160" rx="18" fill="#d1d5db"/>
  <text x="200" y="330" font-family="Arial, sans-serif" font-size="22" fill="#6b7280" text-anchor="middle">No image</text>
</svg>`.replace(/\n\s*/g, ''),
);
await Promise.all(drawn);
