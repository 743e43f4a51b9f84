import { PRODUCT_PAGE_SIZE } from '@padstore/domain/constants';

/** The answers the store's server sends with a guest's first view of the listing and of a product page. */
export const PRODUCT_ID = '38b60299-4f63-4173-bf0c-2b967e1f17d1';
const BRAND = { _id: 'b6a1f9a2-6f55-4f43-9a51-2f1f6a5c0c11', brandName: 'Nua' };

const product = (id: string, productName: string, price: number) => ({
  _id: id,
  productName,
  brand: BRAND,
  size: 'XL',
  price,
  quantityInEachPack: 26,
  image: `/demo/products/${productName.toLowerCase().replace(/ /g, '-')}.webp`,
  relatedImages: [],
  aboutThisItem: ['26 xl pads in a discreet pack', 'Plant-based top sheet'],
  countryOfOrigin: 'India',
  availableProductQuantity: 50,
});

const comfort = product(PRODUCT_ID, 'Nua Comfort XL', 499);
const heavy = product('a53acade-8ce3-4ded-94ed-d42f3c04adc7', 'Nua Heavy Flow', 249);
const FIRST_PAGE = `page=1&limit=${PRODUCT_PAGE_SIZE}`;

export const LISTING_ANSWERS: Record<string, unknown> = {
  'user/brand/getAllBrands': { data: [{ ...BRAND, id: BRAND._id, image: '/demo/brands/nua.webp' }] },
  'products/getAllSizes': { sizes: ['XL', 'Large'] },
  [`user/Product/getAllProducts?${FIRST_PAGE}`]: {
    products: [comfort, heavy],
    data: [comfort, heavy],
    page: 1,
    limit: PRODUCT_PAGE_SIZE,
    total: 2,
  },
};

export const PRODUCT_ANSWERS: Record<string, unknown> = {
  [`user/Product/getProductById/${PRODUCT_ID}`]: { product: comfort },
  [`user/review/getAverageRatings/${PRODUCT_ID}`]: { averageRating: 4.5, totalReviews: 2 },
  [`user/review/getReviews/${PRODUCT_ID}`]: {
    reviews: [{ _id: 'r1', name: 'Asha', ratings: 5, review: 'Soft and quick delivery', createdAt: '2026-11-20T10:00:00.000Z' }],
  },
  [`user/Product/getBuyItWith/${PRODUCT_ID}`]: { data: [heavy] },
  [`user/Product/getRelatedProducts/${PRODUCT_ID}`]: { data: [heavy] },
};

/** A listing filtered as the filter menu's form sends it without JavaScript, and what the server sends with it. */
export const FILTERED_LISTING_URL = '/all-products?brand=Nua&size=XL&minPrice=&maxPrice=';
export const FILTERED_LISTING_ANSWERS: Record<string, unknown> = {
  'user/brand/getAllBrands': LISTING_ANSWERS['user/brand/getAllBrands'],
  'products/getAllSizes': LISTING_ANSWERS['products/getAllSizes'],
  [`user/Product/getAllProducts?${FIRST_PAGE}&brand=nua&size=xl`]: {
    products: [comfort],
    data: [comfort],
    page: 1,
    limit: PRODUCT_PAGE_SIZE,
    total: 1,
  },
};

/** The home page's answers as a guest's first view carries them, and a signed-in customer's orders of one product. */
export const HOME_ANSWERS = {
  guest: {
    'user/banner/getAllBanners': { banners: [{ _id: 'banner-0', image: '/demo/banners/banner-0.webp', position: 0 }] },
    'user/brand/getAllBrands': LISTING_ANSWERS['user/brand/getAllBrands'],
    [`user/Product/getAllProducts?${FIRST_PAGE}`]: LISTING_ANSWERS[`user/Product/getAllProducts?${FIRST_PAGE}`],
    'testimonial/getAllTestimonials': { data: [] },
    'user/getContactUs': { title: 'Write to us', email: 'help@padstore.in' },
  } as Record<string, unknown>,
  herOrders: (productId: string, productName: string) => ({
    orders: [
      {
        orderId: 'o1',
        orderNumber: 'PS-1',
        orderDate: '2026-11-23T05:00:00.000Z',
        deliveryDate: '2026-11-24T05:00:00.000Z',
        status: 'delivered',
        statusLabel: 'Delivered',
        deliveryType: 'next_day',
        promisedTo: '2026-11-24T15:30:00.000Z',
        totalAmount: 499,
        items: [{ _id: productId, productName, productImage: '', size: 'XL', quantityInEachPack: 26, price: 499, quantity: 1 }],
        repeat: false,
      },
    ],
  }),
};
