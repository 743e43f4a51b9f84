import { z } from 'zod';

export const averageRatingAnswerSchema = z.object({ averageRating: z.number(), totalReviews: z.number() });
export type AverageRating = z.infer<typeof averageRatingAnswerSchema>;

export const productReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ratings: z.number(),
  review: z.string(),
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;
export const reviewsAnswerSchema = z.object({ reviews: z.array(productReviewSchema) });

export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;
