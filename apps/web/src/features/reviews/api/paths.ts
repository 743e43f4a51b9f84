import { apiPath } from '../../../lib/api-path';

/** The API paths (after /api/) of a product's reviews; its page's first view names the same ones. */
export const reviewsPath = (id: string) => apiPath('GET user/review/getReviews/{id}', { params: { id } });
export const averageRatingPath = (id: string) => apiPath('GET user/review/getAverageRatings/{id}', { params: { id } });
