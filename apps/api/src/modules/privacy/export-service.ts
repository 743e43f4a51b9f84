import { asc, desc, eq, inArray } from 'drizzle-orm';
import { MY_DATA_PAGE_TEXTS, PRIVACY_NOTICE_VERSION, STORE_NAME } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { cartItems, consents, notifications, orderEvents, orderItems, orders, products, reviews, sessions } from '../../db/schema.js';
import type { SessionUser } from '../../lib/sessions.js';
import { presentOrder } from '../orders/orders-service.js';
import { complaintsForExport } from '../complaints/complaints-service.js';
import { repeatsForExport } from '../repeats/repeats-service.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/**
 * Everything the store holds about one customer, as one JSON document: her profile and addresses, cart,
 * orders with their lines and timelines, reviews, notifications, complaints, consents and sign-in
 * sessions (their dates only: the store keeps no token). Every query is filtered by her id alone.
 */
export async function exportCustomerData(db: Database, user: SessionUser, now = new Date()) {
  const userId = user.id;
  const [orderRows, reviewRows, notificationRows, consentRows, sessionRows, cartRows, complaintRows, repeatRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    db
      .select({ review: reviews, productName: products.productName })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.givenAt)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db
      .select({ line: cartItems, productName: products.productName })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId)),
    complaintsForExport(db, userId),
    repeatsForExport(db, userId),
  ]);
  const orderIds = orderRows.map((order) => order.id);
  const [lines, events] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.productName)),
        db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.createdAt)),
      ])
    : [[], []];

  const profileAddress = { use: 'profile', address: user.address, plotNumber: user.plotNumber, street: user.street, pinCode: user.pinCode };
  const deliveryAddresses = new Map<string, object>();
  for (const order of orderRows) {
    const address = { use: 'delivery', address: order.address, plotNumber: order.plotNumber, street: order.street, pinCode: order.pinCode };
    deliveryAddresses.set(JSON.stringify(address), address);
  }

  return {
    about: {
      store: STORE_NAME,
      exportedAt: now.toISOString(),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      note: MY_DATA_PAGE_TEXTS.note,
    },
    profile: {
      id: user.id,
      fullName: user.fullName,
      gender: user.gender,
      phoneNumber: user.phoneNumber,
      email: user.email,
      image: user.image,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    addresses: [profileAddress, ...deliveryAddresses.values()],
    cart: cartRows.map(({ line, productName }) => ({
      productId: line.productId,
      productName,
      quantity: line.quantity,
      addedAt: iso(line.createdAt),
    })),
    orders: orderRows.map((order) => {
      const timeline = events.filter((event) => event.orderId === order.id);
      return {
        ...presentOrder(
          order,
          lines.filter((line) => line.orderId === order.id),
          { latestEvent: timeline.at(-1)?.status },
        ),
        timeline: timeline.map((event) => ({ status: event.status, note: event.note, at: iso(event.createdAt) })),
      };
    }),
    // Her repeat orders: items, rhythm and next delivery day. No period date or cycle length is held to export.
    repeats: repeatRows.map(({ _id, items, everyDays, nextDeliveryOn, askFirst, status, createdAt }) => ({
      id: _id,
      items: items.map(({ productId, productName, quantity }) => ({ productId, productName, quantity })),
      everyDays,
      nextDeliveryOn,
      askFirst,
      status,
      createdAt,
    })),
    reviews: reviewRows.map(({ review, productName }) => ({
      id: review.id,
      productId: review.productId,
      productName,
      rating: review.rating,
      review: review.review,
      createdAt: iso(review.createdAt),
    })),
    notifications: notificationRows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      read: row.read,
      createdAt: iso(row.createdAt),
    })),
    complaints: complaintRows,
    consents: consentRows.map((row) => ({
      purpose: row.purpose,
      noticeVersion: row.noticeVersion,
      noticeLanguage: row.noticeLanguage,
      givenAt: iso(row.givenAt),
      withdrawnAt: iso(row.withdrawnAt),
    })),
    sessions: sessionRows.map((row) => ({ startedAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), endedAt: iso(row.revokedAt) })),
  };
}
