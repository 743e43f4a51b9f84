/** What the reviews feature shares: ratings and reviews of a product, and writing one. */
export { useAddReview } from './api/add-review';
export { useAverageRating } from './api/get-average-rating';
export { useReviews } from './api/get-reviews';
export { RatingInput } from './components/rating-input';
export { RatingStars } from './components/rating-stars';
