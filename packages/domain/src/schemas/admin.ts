import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.js';
import { PIN_CODE_LENGTH } from '../constants.js';
import { requiredText } from './fields.js';
import { DEFAULT_HSN_CODE, GST_RATES, HSN_PATTERN } from './seller.js';

const version = z.number({ error: 'version is required' }).int().positive();
const rupees = (message: string) => z.number({ error: message }).positive(message).max(100_000, message);

export const adminProductSchema = z.object({
  productName: requiredText('Product name is required').max(120, 'Product name must not exceed 120 characters'),
  brandId: z.uuid({ error: 'Choose a brand' }),
  size: requiredText('Size is required').max(40),
  price: rupees('Price must be more than ₹0 and at most ₹1,00,000').refine(
    (value) => Number.isInteger(value * 100),
    'Price can have at most two decimals',
  ),
  quantityInEachPack: z.number({ error: 'Pads per pack is required' }).int('Pads per pack must be a whole number').min(1).max(500),
  aboutThisItem: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
  images: z
    .array(z.string().regex(/^\/(uploads|demo)\/[\w./-]+$/, 'Images must be pictures uploaded to the store'))
    .max(6)
    .default([]),
  hidden: z.boolean().default(false),
  countryOfOrigin: requiredText('Country of origin is required').max(60).default('India'),
  hsnCode: z.string().trim().regex(HSN_PATTERN, 'HSN code must have 4, 6 or 8 digits').default(DEFAULT_HSN_CODE),
  gstRate: z
    .number({ error: 'GST rate is required' })
    .refine((rate) => (GST_RATES as readonly number[]).includes(rate), `GST rate must be one of ${GST_RATES.join(', ')} per cent`)
    .default(0),
});
export const adminProductUpdateSchema = adminProductSchema.partial().extend({ version });

export const adminBrandSchema = z.object({
  brandName: requiredText('Brand name is required').max(60),
  image: z.string().max(300).default(''),
});

export const adminBrandUpdateSchema = adminBrandSchema.partial().extend({ version });

export const adminSizeSchema = z.object({ name: requiredText('Size is required').max(40) });

export const adminBannerSchema = z.object({
  image: requiredText('Image is required').max(300),
  position: z.number().int().min(0).max(4, 'Banner positions are 0 to 4'),
});

export const adminBannerUpdateSchema = adminBannerSchema.partial().extend({ version });

export const adminTestimonialSchema = z.object({
  name: requiredText('Name is required').max(80),
  role: z.string().trim().max(80).default(''),
  feedback: requiredText('Feedback is required').max(1000),
  image: z.string().max(300).default(''),
});

const pin = z.string().regex(new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`), 'Pin code must be a 6-digit number');

export const adminBranchSchema = z.object({ name: requiredText('Branch name is required').max(80), active: z.boolean().default(true) });
export const adminBranchUpdateSchema = adminBranchSchema.partial().extend({ version });

/** Pin codes as a list, or a range from one to another (at most 1000 at once). */
export const adminPinCodesSchema = z
  .object({ pinCodes: z.array(pin).max(1000).optional(), from: pin.optional(), to: pin.optional() })
  .refine((body) => body.pinCodes?.length || (body.from && body.to), 'Give a list of pin codes or a range')
  .refine(
    (body) => !(body.from && body.to) || (Number(body.to) >= Number(body.from) && Number(body.to) - Number(body.from) < 1000),
    'A range runs upwards and covers at most 1000 pin codes',
  );

export const adminStockSchema = z
  .object({
    productId: z.uuid({ error: 'The product id is not valid' }),
    quantity: z.number().int().min(0, 'Stock cannot be below zero').max(100_000).optional(),
    adjustBy: z.number().int().min(-100_000).max(100_000).optional(),
  })
  .refine((body) => (body.quantity === undefined) !== (body.adjustBy === undefined), 'Set either quantity or adjustBy');

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  reason: z.string().trim().max(500).optional(),
  version,
});

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  branchId: z.uuid({ error: 'The branch id is not valid' }).optional(),
  date: z.iso.date({ error: 'date must be YYYY-MM-DD' }).optional(),
  q: z.string().trim().max(40).optional(),
});

export const adminPageSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().max(100_000).optional(),
  version,
});
export const adminFeeSchema = z.object({
  feeAmount: z.number({ error: 'The fee is required' }).min(0, 'The fee cannot be negative').max(10_000),
  version,
});
