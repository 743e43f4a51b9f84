import { useQuery } from '@tanstack/react-query';
import type { ProductReview, ReviewsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';

export const useReviews = (productId: string) =>
  useQuery({
    queryKey: ['reviews', productId, 'list'],
    ...fromApi<ReviewsAnswer, ProductReview[]>(`user/review/getReviews/${productId}`, (data) => data.reviews),
  });
