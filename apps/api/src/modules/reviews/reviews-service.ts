import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGES,
  REVIEWABLE_STATUSES,
  REVIEW_MESSAGES,
  type AverageRating,
  type ProductReview,
  type reviewSchema,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { orderItems, orders, products, reviews, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';

type Review = z.output<typeof reviewSchema>;

/**
 * Saves the customer's review of a product of a delivered order of hers (REVIEWABLE_STATUSES). A second
 * review by the same customer replaces the first.
 */
export async function addReview(db: Database, userId: string, productId: string, input: Review): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound(MESSAGES.productNotFound);
  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), inArray(orders.status, [...REVIEWABLE_STATUSES])))
    .limit(1);
  if (!ordered) throw new HttpError(403, REVIEW_MESSAGES.notOrdered);
  await db
    .insert(reviews)
    .values({ userId, productId, rating: input.ratings, review: input.review })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { rating: input.ratings, review: input.review, createdAt: new Date() },
    });
}

/** The average rating, rounded to one decimal, and how many reviews it is made of. */
export async function averageRating(db: Database, productId: string): Promise<AverageRating> {
  const [row] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const average = row?.average ? Math.round(Number(row.average) * 10) / 10 : 0;
  return { averageRating: average, totalReviews: row?.total ?? 0 };
}

/** The newest reviews of a product, with the reviewer's first name only. */
export async function listReviews(db: Database, productId: string): Promise<ProductReview[]> {
  const rows = await db
    .select({ id: reviews.id, rating: reviews.rating, review: reviews.review, createdAt: reviews.createdAt, fullName: users.fullName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt))
    .limit(50);
  return rows.map((row) => ({
    _id: row.id,
    name: row.fullName.split(/\s+/)[0] ?? '',
    ratings: row.rating,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
  }));
}
