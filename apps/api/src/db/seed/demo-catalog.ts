/**
 * The demo catalog of DESIGN.md section 5. Images are the project's own SVG files under
 * apps/web/public/demo, drawn by scripts/draw-demo-images.mjs.
 */
export const DEMO_BRANDS = [
  { brandName: 'Whisper', color: '#7c3aed' },
  { brandName: 'Stayfree', color: '#db2777' },
  { brandName: 'Sofy', color: '#0891b2' },
  { brandName: 'Nua', color: '#16a34a' },
] as const;

export const DEMO_SIZES = ['Regular', 'Large', 'XL', 'XXL'] as const;

type DemoProduct = {
  productName: string;
  brand: (typeof DEMO_BRANDS)[number]['brandName'];
  size: (typeof DEMO_SIZES)[number];
  priceRupees: number;
  quantityInEachPack: number;
  aboutThisItem: string[];
};

const about = (size: string, pads: number, feature: string) => [
  `${pads} ${size.toLowerCase()} pads in a discreet pack`,
  feature,
  'Soft, breathable top sheet that stays gentle on the skin',
  'Individually wrapped for carrying in a bag or pocket',
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    productName: 'Whisper Choice Ultra',
    brand: 'Whisper',
    size: 'Regular',
    priceRupees: 49,
    quantityInEachPack: 6,
    aboutThisItem: about('Regular', 6, 'Wings that hold the pad in place'),
  },
  {
    productName: 'Whisper Ultra Clean',
    brand: 'Whisper',
    size: 'Large',
    priceRupees: 199,
    quantityInEachPack: 15,
    aboutThisItem: about('Large', 15, 'Up to 8 hours of protection'),
  },
  {
    productName: 'Whisper Bindazzz Nights',
    brand: 'Whisper',
    size: 'XL',
    priceRupees: 349,
    quantityInEachPack: 20,
    aboutThisItem: about('XL', 20, 'Wider back for the night'),
  },
  {
    productName: 'Whisper Ultra Nights XXL',
    brand: 'Whisper',
    size: 'XXL',
    priceRupees: 599,
    quantityInEachPack: 30,
    aboutThisItem: about('XXL', 30, 'Longest pad for heavy flow nights'),
  },
  {
    productName: 'Stayfree Secure Dry',
    brand: 'Stayfree',
    size: 'Regular',
    priceRupees: 79,
    quantityInEachPack: 8,
    aboutThisItem: about('Regular', 8, 'Dry-cover top sheet'),
  },
  {
    productName: 'Stayfree Secure Cottony',
    brand: 'Stayfree',
    size: 'Large',
    priceRupees: 149,
    quantityInEachPack: 12,
    aboutThisItem: about('Large', 12, 'Cottony soft feel all day'),
  },
  {
    productName: 'Stayfree Dry Max All Night',
    brand: 'Stayfree',
    size: 'XL',
    priceRupees: 299,
    quantityInEachPack: 18,
    aboutThisItem: about('XL', 18, 'All-night leak guard'),
  },
  {
    productName: 'Stayfree Advanced XXL',
    brand: 'Stayfree',
    size: 'XXL',
    priceRupees: 449,
    quantityInEachPack: 28,
    aboutThisItem: about('XXL', 28, 'Odour control for long days'),
  },
  {
    productName: 'Sofy Antibacteria',
    brand: 'Sofy',
    size: 'Regular',
    priceRupees: 99,
    quantityInEachPack: 10,
    aboutThisItem: about('Regular', 10, 'Antibacterial sheet for freshness'),
  },
  {
    productName: 'Sofy Body Fit',
    brand: 'Sofy',
    size: 'Large',
    priceRupees: 179,
    quantityInEachPack: 14,
    aboutThisItem: about('Large', 14, 'Shapes to the body as you move'),
  },
  {
    productName: 'Sofy Side Gathers XL',
    brand: 'Sofy',
    size: 'XL',
    priceRupees: 399,
    quantityInEachPack: 24,
    aboutThisItem: about('XL', 24, 'Side gathers stop side leaks'),
  },
  {
    productName: 'Sofy Overnight XXL',
    brand: 'Sofy',
    size: 'XXL',
    priceRupees: 699,
    quantityInEachPack: 36,
    aboutThisItem: about('XXL', 36, 'Fits up to 42 cm of protection'),
  },
  {
    productName: 'Nua Ultra Thin',
    brand: 'Nua',
    size: 'Regular',
    priceRupees: 129,
    quantityInEachPack: 12,
    aboutThisItem: about('Regular', 12, 'Toxin-free, ultra thin core'),
  },
  {
    productName: 'Nua Heavy Flow',
    brand: 'Nua',
    size: 'Large',
    priceRupees: 249,
    quantityInEachPack: 16,
    aboutThisItem: about('Large', 16, 'Made for heavy flow days'),
  },
  {
    productName: 'Nua Comfort XL',
    brand: 'Nua',
    size: 'XL',
    priceRupees: 499,
    quantityInEachPack: 26,
    aboutThisItem: about('XL', 26, 'Plant-based top sheet'),
  },
  {
    productName: 'Nua Monthly Box XXL',
    brand: 'Nua',
    size: 'XXL',
    priceRupees: 899,
    quantityInEachPack: 40,
    aboutThisItem: about('XXL', 40, 'A full month in one box'),
  },
];

export const DEMO_TESTIMONIALS = [
  {
    name: 'Priya Sharma',
    role: 'College student, Bengaluru',
    feedback:
      'I ran out late at night and had a pack at my door in forty minutes. The packaging was discreet and the delivery person was polite.',
  },
  {
    name: 'Anjali Mehta',
    role: 'Software engineer, Mumbai',
    feedback: 'I order my monthly box from here. Cash on delivery and a clear delivery time every time.',
  },
  {
    name: 'Fatima Khan',
    role: 'Teacher, Bengaluru',
    feedback: 'The express option saved my day at school. Simple site, works well on my phone.',
  },
  {
    name: 'Lakshmi Iyer',
    role: 'Homemaker, Mumbai',
    feedback: 'Good brands, honest prices and no awkwardness. I recommend it to my daughters.',
  },
];

export const DEMO_PAGES = {
  about: {
    title: 'About Us',
    description:
      '<h2>Periods should never wait</h2><p>Pad Store brings sanitary pads to your door in 30 to 60 minutes, the same day or the next day, and you pay in cash or by UPI when they arrive.</p><p>We work with trusted brands and local branches so that every pack is fresh, sealed and packed discreetly.</p><ul><li>Express delivery in 30-60 minutes</li><li>Same-day delivery for orders placed before 12 PM</li><li>Next-day delivery for orders placed after 12 PM</li></ul>',
    images: ['/demo/about/about-1.webp', '/demo/about/about-2.webp'],
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      '<p>We collect your name, phone number and delivery address only to deliver your orders.</p><h3>What we keep</h3><ul><li>Your profile and addresses, until you ask us to delete them.</li><li>Your orders, as Indian tax law requires.</li></ul><h3>What we never do</h3><p>We never sell your data, and we never print product names on the outside of a package.</p>',
    images: [],
  },
  terms: {
    title: 'Terms And Conditions',
    description:
      '<p>By ordering from Pad Store you agree to these terms.</p><h3>Orders and payment</h3><p>Orders are paid on delivery, in cash or by UPI. Prices are in Indian rupees and include taxes.</p><h3>Cancellations</h3><p>You may cancel an order until it is out for delivery.</p><h3>Delivery</h3><p>We deliver only to pin codes served by one of our branches.</p>',
    images: [],
  },
  contact: {
    title: 'We are here to help, every day from 8 AM to 10 PM',
    description: '',
    images: [],
  },
} as const;

export const DEMO_BRANCHES = [
  { name: 'Bengaluru Central', pinFrom: 560001, pinTo: 560010 },
  { name: 'Mumbai Fort', pinFrom: 400001, pinTo: 400010 },
] as const;

export const DEMO_STOCK_PER_PRODUCT = 25;
export const DEMO_EMERGENCY_FEE_RUPEES = 49;
export const DEMO_BANNER_COUNT = 5;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
