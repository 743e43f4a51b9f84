import { useQuery } from '@tanstack/react-query';
import type { ProductReview, ReviewsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reviewsPath } from './paths';

export const useReviews = (productId: string) =>
  useQuery({
    queryKey: queryKeys.reviews.list(productId),
    ...fromApi<ReviewsAnswer, ProductReview[]>(reviewsPath(productId), (data) => data.reviews),
  });
