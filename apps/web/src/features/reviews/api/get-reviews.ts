import { useQuery } from '@tanstack/react-query';
import type { ProductReview, ReviewsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useReviews = (productId: string) =>
  useQuery({
    queryKey: queryKeys.reviews.list(productId),
    ...fromApi<ReviewsAnswer, ProductReview[]>(`user/review/getReviews/${productId}`, (data) => data.reviews),
  });
