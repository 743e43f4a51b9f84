import { sql } from 'drizzle-orm';
import {
  DELIVERY_TYPES,
  ORDER_STATUSES,
  PAGE_KEYS,
  REPEAT_RUN_OUTCOMES,
  REPEAT_STATUSES,
  STOCK_ENTRY_REASONS,
  WRITE_OFF_REASONS,
} from '@padstore/domain';
import {
  bigint,
  boolean,
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgSequence,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@padstore/domain/roles';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  phoneNumber: text('phone_number').notNull().unique(),
  fullName: text('full_name').notNull(),
  gender: text('gender').notNull(),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  pinCode: text('pin_code').notNull().default(''),
  plotNumber: text('plot_number').notNull().default(''),
  street: text('street').notNull().default(''),
  image: text('image'),
  /** Her language ('en' or 'hi', LANGUAGES of @padstore/domain/i18n): the API's messages, her SMS and notifications. */
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the customer deleted her account: the row stays, emptied of everything that names her, so
   * that her orders keep their owner; its phone becomes `deleted:<id>`, which no sign-in can match.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the code confirms: signing in, or deleting the account (each has its own cooldown). */
    purpose: text('purpose', { enum: ['login', 'account_deletion'] })
      .notNull()
      .default('login'),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_created_idx').on(t.phoneNumber, t.createdAt)],
);

/** Each consent a customer gave, with the notice's version; kept when the account is deleted (it names nobody then). */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** The language the notice was shown in when she agreed to it; null for consents given before it was recorded. */
    noticeLanguage: text('notice_language'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

export const brands = pgTable('brands', {
  id: id(),
  brandName: text('brand_name').notNull().unique(),
  image: text('image').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const sizes = pgTable('sizes', {
  name: text('name').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    productName: text('product_name').notNull(),
    /**
     * Optional Hindi name and description the owner writes in the console (issue 35), said to Hindi
     * readers instead of the English when present; the description is one point about the item a line.
     */
    productNameHi: text('product_name_hi'),
    descriptionHi: text('description_hi'),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    size: text('size')
      .notNull()
      .references(() => sizes.name),
    pricePaise: integer('price_paise').notNull(),
    quantityInEachPack: integer('quantity_in_each_pack').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aboutThisItem: text('about_this_item')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hidden: boolean('hidden').notNull().default(false),
    /** Shown on the product page, as the Legal Metrology and E-Commerce Rules ask. */
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /** For bills: the HSN code (sanitary napkins 9619 00 10) and the GST rate in per cent (exempt: 0). */
    hsnCode: text('hsn_code').notNull().default('96190010'),
    gstRate: real('gst_rate').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    /**
     * What search matches, lower case without accents, kept by a trigger of the database (migration
     * 0010, after '-- hand-written'): the name, brand, size and pack ('whisper ultra clean whisper large 15
     * pads') with the Hindi name when there is one (migration 0014), and apart the description (and the
     * Hindi one), ranked below it. Their GIN trigram indexes are in that migration.
     */
    searchName: text('search_name').notNull().default(''),
    searchAbout: text('search_about').notNull().default(''),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.pricePaise),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * The words customers search with and what they mean to the catalog ('raat' means 'night', 'bada'
 * means 'xl' and 'large'): one row per meaning, extended by the owner in the console.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    term: text('term').notNull(),
    meaning: text('meaning').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('search_synonyms_term_meaning_idx').on(t.term, t.meaning)],
);

/**
 * Every word of the catalog's names, brands and sizes (kept by the products trigger of migration 0010):
 * a typo is corrected against these few words, not against every product.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export const banners = pgTable('banners', {
  id: id(),
  image: text('image').notNull(),
  /** The picture a Hindi reader sees (its words in Hindi); the English one when there is none (issue 50). */
  imageHi: text('image_hi'),
  position: integer('position').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const testimonials = pgTable('testimonials', {
  id: id(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  feedback: text('feedback').notNull(),
  role: text('role').notNull().default(''),
  /** What a Hindi reader reads instead, when the owner wrote it (issue 50). */
  feedbackHi: text('feedback_hi'),
  roleHi: text('role_hi'),
  createdAt: createdAt(),
});

/** The about, privacy, terms, contact, returns and shipping pages: sanitised HTML kept by key. */
export const pages = pgTable('pages', {
  key: text('key', { enum: PAGE_KEYS }).primaryKey(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  /** The page in Hindi (the contact page's title is the help line): a Hindi reader's, English when empty (issue 50). */
  titleHi: text('title_hi').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  version: integer('version').notNull().default(1),
});

export const branches = pgTable('branches', {
  id: id(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const branchPinCodes = pgTable(
  'branch_pin_codes',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    pinCode: text('pin_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.pinCode] }), index('branch_pin_codes_pin_idx').on(t.pinCode)],
);

export const branchStock = pgTable(
  'branch_stock',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Always the sum of the product's entries in `stock_entries` (decision record 033), written with them by stock-service. */
    quantity: integer('quantity').notNull().default(0),
    /** When the floor last counted it: products not counted for 30 days are listed first to count. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.productId] }), check('branch_stock_quantity_not_negative', sql`${t.quantity} >= 0`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    deliveredToName: text('delivered_to_name').notNull(),
    deliveredToPhone: text('delivered_to_phone').notNull(),
    address: text('address').notNull(),
    plotNumber: text('plot_number').notNull(),
    street: text('street').notNull(),
    pinCode: text('pin_code').notNull(),
    paymentMethod: text('payment_method').notNull().default('Cash on Delivery'),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    promisedFrom: timestamp('promised_from', { withTimezone: true }).notNull(),
    promisedTo: timestamp('promised_to', { withTimezone: true }).notNull(),
    discreetPackaging: boolean('discreet_packaging').notNull().default(true),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    emergencyChargePaise: integer('emergency_charge_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** What an offer took off (the lines' shares and the express fee's), and its code as she entered it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    emergencyDiscountPaise: integer('emergency_discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    cancelReason: text('cancel_reason'),
    idempotencyKey: text('idempotency_key'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The repeat order that placed it (issue 33); none for one she placed herself. */
    repeatId: uuid('repeat_id').references((): AnyPgColumn => repeats.id, { onDelete: 'set null' }),
    /**
     * Her phone and the door, as keyed hashes (lib/customer-keys.ts): what the first-order rule and the
     * limits per door count by. Kept when her account is erased, naming no one (decision record 009).
     */
    phoneKey: text('phone_key'),
    doorKey: text('door_key'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  // Each of the console's filters is served by an index in its order (newest first, paged by keyset on
  // created_at and id), so that a page costs what it shows, never the shop's age (decision record 028).
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_phone_key_idx').on(t.phoneKey),
    index('orders_door_key_idx').on(t.doorKey),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_branch_created_idx').on(t.branchId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_delivered_to_phone_idx').on(t.deliveredToPhone, t.createdAt),
    // A branch's day (its cash and CSV): the orders placed that day or delivered that day.
    index('orders_branch_delivered_idx').on(t.branchId, t.deliveredAt),
    // The orders still to be delivered: the dashboard's and the scrape's waiting figures read only these.
    index('orders_open_idx')
      .on(t.branchId, t.status, t.deliveryType, t.createdAt)
      .where(sql`${t.status} in ('placed', 'confirmed', 'packed', 'out_for_delivery')`),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The orders whose phone and door are not keyed yet (placed before issue 44): the start-up's keying
    // finds them here, and with none left reads no order at all, however many the shop has taken.
    index('orders_unkeyed_idx')
      .on(t.id)
      .where(sql`${t.phoneKey} is null or ${t.doorKey} is null`),
  ],
);

/**
 * The orders' totals for the metrics (decision record 028), per branch and delivery type: kept by a
 * trigger on orders in the transaction that places or moves one, so they are exact across restarts and
 * instances and a rolled-back order was never counted, and a scrape reads a few rows, not every order.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    placed: bigint('placed', { mode: 'number' }).notNull().default(0),
    cancelled: bigint('cancelled', { mode: 'number' }).notNull().default(0),
    deliveredWithin60: bigint('delivered_within_60', { mode: 'number' }).notNull().default(0),
    deliveredLate: bigint('delivered_late', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.deliveryType] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull().default(''),
    size: text('size').notNull(),
    quantityInEachPack: integer('quantity_in_each_pack').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount, in proportion to its amount (the shares add up exactly). */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    /** Who made the move: the customer, a staff member, or nobody for the store's own (payment, expiry). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId), index('order_events_created_idx').on(t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    rating: real('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    check('reviews_rating_halves', sql`${t.rating} between 0.5 and 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order it tells of, which tapping it opens; none for a complaint's. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The complaint it tells of (registered, acknowledged, resolved), which tapping it opens. */
    complaintId: uuid('complaint_id').references((): AnyPgColumn => complaints.id, { onDelete: 'cascade' }),
    /** The repeat order it tells of (issue 33), and what the web offers beside it. */
    repeatId: uuid('repeat_id').references((): AnyPgColumn => repeats.id, { onDelete: 'cascade' }),
    repeatAction: text('repeat_action', { enum: ['confirm', 'order-now'] }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.read),
    index('notifications_created_idx').on(t.createdAt),
    // The console's list of what she was sent, newest first, page by page.
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  // The dashboard pages the log newest first, an older page after the last entry shown; the purge reads it by time.
  (t) => [index('audit_log_newest_idx').on(t.createdAt, t.id)],
);

/** Numbers complaints' tickets; a number lost to a rolled-back complaint is only a skipped ticket. */
export const complaintTickets = pgSequence('complaint_ticket_seq', { startWith: 1 });

/**
 * Grievances (Consumer Protection (E-Commerce) Rules 2020): each has a ticket number at once, is to be
 * acknowledged within 48 hours and redressed within a month, and the reply reaches the customer.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    ticketNumber: text('ticket_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'acknowledged', 'resolved'] })
      .notNull()
      .default('open'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('complaints_user_idx').on(t.userId, t.createdAt), index('complaints_status_idx').on(t.status, t.createdAt)],
);

/** The store's answers to a complaint, every one kept: an acknowledgement's reply is not lost to the resolution's. */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_replies_complaint_idx').on(t.complaintId, t.createdAt)],
);

/**
 * The last number given in each series of bills (one series per financial year, 'PS/2026-27'). Taken
 * with INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the delivery's transaction, which holds the row's
 * lock until the commit: numbers come out without gaps or repeats, however many instances deliver.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The bill of each delivered order: its number, and everything needed to render it the same way again. */
export const bills = pgTable(
  'bills',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The bill as rendered (JSON): seller, customer, lines with HSN and tax, charges, totals. */
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('bills_series_sequence_idx').on(t.series, t.sequence)],
);

/**
 * The store's staff, by the phone they sign in with (they may be added before they register). A
 * removed member keeps their row, so that the deliveries and cash of their days still name them.
 */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The branches they work for; empty for an owner, who has them all. */
    branchIds: text('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An owner the ADMIN_PHONES setting guarantees: set and removed at start-up only. */
    fromEnvironment: boolean('from_environment').notNull().default(false),
    /** A rider ready to take deliveries. */
    onShift: boolean('on_shift').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_phone_idx')
      .on(t.phoneNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * One attempt to take an order to the door: given to a rider on the floor, sent out, then ended,
 * delivered (with how the customer paid) or brought back. An order has at most one attempt open.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => staff.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Delivered; not delivered (back at the branch); or cancelled while a rider held it. */
    outcome: text('outcome', { enum: ['delivered', 'not_delivered', 'cancelled'] }),
    notDeliveredReason: text('not_delivered_reason'),
    /** Who ended it when it was not the rider: the manager who took it back at the branch. */
    endedBy: uuid('ended_by').references(() => users.id),
    note: text('note').notNull().default(''),
    /** At the door (cash, UPI), or 'online' for an order paid before it: nothing collected. */
    paidBy: text('paid_by', { enum: ['cash', 'upi', 'online'] }),
    amountDuePaise: integer('amount_due_paise').notNull(),
    amountReceivedPaise: integer('amount_received_paise'),
    upiReference: text('upi_reference'),
    /** The India day whose cash this delivery's money belongs to: the day it was collected, or the next open one if that was closed. */
    cashDay: text('cash_day'),
  },
  (t) => [
    uniqueIndex('deliveries_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.endedAt} is null`),
    index('deliveries_order_idx').on(t.orderId),
    index('deliveries_rider_idx').on(t.riderId, t.endedAt),
    index('deliveries_branch_ended_idx').on(t.branchId, t.endedAt),
    index('deliveries_branch_cash_day_idx').on(t.branchId, t.cashDay),
  ],
);

/** Money a rider hands in at the branch (or a difference the manager writes off), for one India day. */
export const cashHandIns = pgTable(
  'cash_hand_ins',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => staff.id),
    day: text('day').notNull(),
    /** Cash counted in, a difference written off, or the reversal of an entry recorded wrong (entries are never edited). */
    kind: text('kind', { enum: ['cash', 'write_off', 'reversal'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    /** For a reversal: the entry it takes back, once only. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => cashHandIns.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_hand_ins_branch_day_idx').on(t.branchId, t.day),
    uniqueIndex('cash_hand_ins_reverses_idx').on(t.reversesId),
    check('cash_hand_ins_amount_not_negative', sql`${t.amountPaise} >= 0`),
  ],
);

/** A branch's day, once closed: its cash is settled and no more hand-ins are taken for it. */
export const branchDays = pgTable(
  'branch_days',
  {
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    day: text('day').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.day] })],
);

/**
 * Repeat orders (issue 33): what to bring her, every how many days, and the next India day it comes.
 * Only the delivery day and the rhythm: no period date or cycle length is ever stored.
 */
export const repeats = pgTable(
  'repeats',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    everyDays: integer('every_days').notNull(),
    nextDeliveryOn: date('next_delivery_on', { mode: 'string' }).notNull(),
    askFirst: boolean('ask_first').notNull().default(true),
    status: text('status', { enum: REPEAT_STATUSES }).notNull().default('active'),
    /** The delivery day she confirmed (placed on it even when askFirst). */
    confirmedFor: date('confirmed_for', { mode: 'string' }),
    /** The delivery day she was last reminded of, so that a reminder is sent once. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** The Idempotency-Key she set it up with: a second tap with the same key answers the first repeat. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('repeats_user_idx').on(t.userId),
    uniqueIndex('repeats_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('repeats_status_next_idx').on(t.status, t.nextDeliveryOn),
    check('repeats_every_days', sql`${t.everyDays} between 14 and 60`),
  ],
);

export const repeatItems = pgTable(
  'repeat_items',
  {
    repeatId: uuid('repeat_id')
      .notNull()
      .references(() => repeats.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.repeatId, t.productId] })],
);

/**
 * What became of each due delivery of a repeat: one row per repeat and day (the unique key), so that
 * however many instances run the scheduler, a delivery day is placed, skipped or refused once.
 */
export const repeatRuns = pgTable(
  'repeat_runs',
  {
    id: id(),
    repeatId: uuid('repeat_id')
      .notNull()
      .references(() => repeats.id, { onDelete: 'cascade' }),
    deliveryOn: date('delivery_on', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: REPEAT_RUN_OUTCOMES }).notNull(),
    /** Why it was not placed (a REPEAT_REFUSALS key), for a failed run. */
    reason: text('reason'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('repeat_runs_repeat_day_idx').on(t.repeatId, t.deliveryOn), index('repeat_runs_day_idx').on(t.deliveryOn)],
);

/**
 * An offer: a code (upper case) taking off a flat amount (paise) or a percentage (capped), within its dates
 * (India time, kept as the owner typed them beside the instants), its branches, its uses. `used` is taken
 * by a conditional UPDATE in the transaction of the order and given back when the order is cancelled.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
    /** Paise off for 'flat', per cent off for 'percent'. */
    amount: integer('amount').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validFromText: text('valid_from_text'),
    validUntilText: text('valid_until_text'),
    totalUses: integer('total_uses'),
    used: integer('used').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    includesExpressFee: boolean('includes_express_fee').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [check('offers_used_within_total', sql`${t.used} >= 0 and (${t.totalUses} is null or ${t.used} <= ${t.totalUses})`)],
);

/** The branches an offer is for; none: every branch. */
export const offerBranches = pgTable(
  'offer_branches',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.branchId] })],
);

/**
 * Uses of an offer per customer, counted twice: by her phone ('phone:9876543210') and by the delivery door
 * ('door:560001|12a|mgroad'), each taken by a conditional upsert so that racing orders cannot pass the limit.
 */
export const offerCustomerUses = pgTable(
  'offer_customer_uses',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.customerKey] }),
    check('offer_customer_uses_not_negative', sql`${t.used} >= 0`),
    // The rows still in the clear, found at start-up without reading every use (db/key-customers.ts).
    index('offer_customer_uses_in_the_clear_idx')
      .on(t.offerId)
      .where(sql`${t.customerKey} not like 'k1:%'`),
  ],
);

/** One order's use of an offer, written with the order; `cancelledAt` once its use was given back. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phoneKey: text('phone_key').notNull(),
    doorKey: text('door_key').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_redemptions_offer_idx').on(t.offerId),
    // The rows still in the clear, found at start-up without reading every redemption (db/key-customers.ts).
    index('offer_redemptions_in_the_clear_idx')
      .on(t.id)
      .where(sql`${t.phoneKey} not like 'k1:%' or ${t.doorKey} not like 'k1:%'`),
  ],
);

/**
 * A staff member's write under an Idempotency-Key (one per tap): claimed before the write runs, then
 * holding its first answer, so that a repeat of the tap is answered the same and does nothing again.
 * Kept for a day.
 */
export const staffRequestKeys = pgTable(
  'staff_request_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and the path it was sent to: `PUT /api/admin/floor/orders/<id>/packed`. */
    request: text('request').notNull(),
    /** The first answer's status; null while the first request is still being handled. */
    status: integer('status'),
    answer: text('answer'),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.request] }), index('staff_request_keys_created_idx').on(t.createdAt)],
);

/**
 * An order paid online (issue 47): the gateway's order made for it, then who paid how (`paymentId`, the
 * method), and its refund: `refundKey` is chosen once, when the refund is asked, and every try sends it,
 * so that the gateway refunds once however often it is asked.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'cashfree'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** Cashfree's `payment_session_id`, which its checkout opens with; Razorpay's checkout needs none. */
    sessionId: text('session_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid', 'released'] })
      .notNull()
      .default('created'),
    paymentId: text('payment_id'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundStatus: text('refund_status', { enum: ['pending', 'started', 'refunded'] }),
    refundKey: text('refund_key'),
    refundId: text('refund_id'),
    refundAskedAt: timestamp('refund_asked_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_refund_status_idx').on(t.refundStatus),
    index('payments_payment_idx').on(t.provider, t.paymentId),
    // The day page's orders paid online and the dashboard's money taken read a day's payments by when paid.
    index('payments_paid_idx').on(t.paidAt),
  ],
);

/**
 * Every payment a gateway told the store it captured (by webhook or when her browser came back), with
 * what the store made of it: the reconciliation's record of the gateway's side, read by its recent rows.
 * A payment here without a paid order in `payments` is money taken that no order accounts for.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    provider: text('provider', { enum: ['razorpay', 'cashfree'] }).notNull(),
    paymentId: text('payment_id').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** What the store made of it the last time it was reported: paid, already paid, unknown order, wrong amount... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.paymentId] }), index('gateway_payments_received_idx').on(t.receivedAt)],
);

/** The gateway's webhook events applied, by their id: a second delivery of one changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Every message for a customer that leaves the store by a channel (push, WhatsApp, SMS), written in the
 * transaction of what caused it and sent afterwards by the outbox worker (decision record 031). One row
 * per event and channel: the unique pair is what makes a message go once however often it is written.
 * `nextTryAt` is both the back-off and the claim: a worker moves it past its send's lease when it takes a
 * row, so that another instance skips it, and a worker that dies leaves it to be taken again.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    eventId: text('event_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'whatsapp', 'sms'] }).notNull(),
    kind: text('kind', { enum: ['order_placed', 'out_for_delivery', 'delivered', 'cancelled', 'repeat_confirm', 'refund'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    repeatId: uuid('repeat_id').references(() => repeats.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: ['pending', 'sent', 'gone', 'given_up'] })
      .notNull()
      .default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    /** The provider's last refusal, its phone numbers masked. */
    lastError: text('last_error'),
    /** Why a message 'gone' is never sent, as the console says it (GoneBecause of outbox-message.ts). */
    goneBecause: text('gone_because', { enum: ['no_consent', 'no_device', 'no_phone', 'refused', 'no_sender'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_messages_event_channel_idx').on(t.eventId, t.channel),
    index('outbox_messages_due_idx').on(t.state, t.nextTryAt),
    index('outbox_messages_customer_idx').on(t.customerId, t.createdAt),
    // The retention purge finds the old ones by it.
    index('outbox_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Her choice of channels for each kind of message, and her consents with their times (DPDP Act): no row
 * means the defaults (push for both kinds; WhatsApp only once she has said yes to it).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdatesPush: boolean('order_updates_push').notNull().default(true),
  orderUpdatesWhatsapp: boolean('order_updates_whatsapp').notNull().default(true),
  repeatRemindersPush: boolean('repeat_reminders_push').notNull().default(true),
  repeatRemindersWhatsapp: boolean('repeat_reminders_whatsapp').notNull().default(true),
  /** When she said yes to WhatsApp; null while she has not, or since she took it back. */
  whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
  whatsappWithdrawnAt: timestamp('whatsapp_withdrawn_at', { withTimezone: true }),
  /** A separate yes for offers; nothing promotional is sent today. */
  promotionalConsentAt: timestamp('promotional_consent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Her phones that said yes to notifications (issue 48, decision record 032): one row per device, as the
 * browser's push service names it by its endpoint. A device belongs to one customer: subscribing it
 * again (another customer signed in on it) moves it. Removed when the push service answers 404 or 410,
 * and when she signs out on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The stock ledger (decision record 033): every change of a branch's stock, never edited. The quantity
 * on hand (`branch_stock.quantity`) is the sum of a product's entries in the branch, written in the same
 * transaction by the one writer (stock-service's `moveStock`); a mistake is taken back by a reversal.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reason: text('reason', { enum: STOCK_ENTRY_REASONS }).notNull(),
    /** Packs in (positive) or out (negative). */
    quantity: integer('quantity').notNull(),
    /** On hand just after this entry. */
    balance: integer('balance').notNull(),
    /** Who made it: the staff member, or the customer whose order it is; none for the opening entry. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receiptId: uuid('receipt_id').references((): AnyPgColumn => stockReceipts.id),
    countId: uuid('count_id').references((): AnyPgColumn => stockCounts.id),
    transferId: uuid('transfer_id').references((): AnyPgColumn => stockTransfers.id),
    writeOffReason: text('write_off_reason', { enum: WRITE_OFF_REASONS }),
    note: text('note').notNull().default(''),
    /** For a reversal: the entry it takes back, once only. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => stockEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The ledger of a product, newest first, paged by keyset.
    index('stock_entries_product_idx').on(t.branchId, t.productId, t.createdAt, t.id),
    // The reorder's sales of the last days.
    index('stock_entries_branch_reason_idx').on(t.branchId, t.reason, t.createdAt),
    uniqueIndex('stock_entries_reverses_idx').on(t.reversesId),
    check('stock_entries_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** A delivery from a supplier, by their invoice: the same invoice of the same supplier is recorded once. */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    supplier: text('supplier').notNull(),
    /** The supplier as compared: lower case, spaces collapsed. */
    supplierKey: text('supplier_key').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_receipts_invoice_idx').on(t.supplierKey, t.invoiceNumber)],
);

export const stockReceiptLines = pgTable(
  'stock_receipt_lines',
  {
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => stockReceipts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The supplier's price a pack, for the shop's margin; never shown to customers. */
    costPricePaise: integer('cost_price_paise'),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.productId] })],
);

/** One product counted on the shelf: applied at once, or waiting for a manager when its variance is above the setting. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
    status: text('status', { enum: ['applied', 'waiting', 'approved', 'refused'] }).notNull(),
    countedBy: uuid('counted_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stock_counts_waiting_idx').on(t.branchId, t.status, t.createdAt)],
);

/** Packs sent from one branch to another: in transit until the other branch says what arrived. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: id(),
    fromBranchId: uuid('from_branch_id')
      .notNull()
      .references(() => branches.id),
    toBranchId: uuid('to_branch_id')
      .notNull()
      .references(() => branches.id),
    status: text('status', { enum: ['in_transit', 'received'] })
      .notNull()
      .default('in_transit'),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    receivedBy: uuid('received_by').references(() => users.id),
    sentAt: createdAt(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index('stock_transfers_from_idx').on(t.fromBranchId, t.status), index('stock_transfers_to_idx').on(t.toBranchId, t.status)],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sent: integer('sent').notNull(),
    arrived: integer('arrived'),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.productId] })],
);
