/** The API paths (after /api/) of a product's reviews; its page's first view names the same ones. */
export const reviewsPath = (productId: string) => `user/review/getReviews/${productId}`;
export const averageRatingPath = (productId: string) => `user/review/getAverageRatings/${productId}`;
