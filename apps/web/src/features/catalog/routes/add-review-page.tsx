import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@padstore/domain/messages';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useProduct } from '../api/get-product';
import { RatingInput, useAddReview } from '../../reviews';

/** /addreview/{productId}: a half-star rating and a text, then back to where the customer came from. */
export function AddReviewPage() {
  const t = useT();
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const addReview = useAddReview();
  const [ratings, setRatings] = useState(0);
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<{ ratings?: string; review?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ratings: ratings ? undefined : MESSAGES.ratingRequired, review: review.trim() ? undefined : MESSAGES.reviewRequired };
    setErrors(found);
    if (found.ratings || found.review) return;
    try {
      const response = await addReview.mutateAsync({ productId, ratings, review: review.trim() });
      notify.success(response.message);
      if (window.history.length > 1) navigate(-1);
      else navigate('/orders');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Page title={t('Write a review')} width="medium">
      <Card>
        {product.data && <p className="mb-5 font-semibold text-gray-900">{product.data.productName}</p>}
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <RatingInput value={ratings} onChange={setRatings} error={errors.ratings && t(errors.ratings)} />
          <div className="space-y-1">
            <label htmlFor="review-text" className="block text-sm font-medium text-gray-800">
              {t('Your review')}
            </label>
            <textarea
              id="review-text"
              rows={5}
              maxLength={2000}
              value={review}
              onChange={(event) => setReview(event.target.value)}
              aria-invalid={errors.review ? true : undefined}
              aria-describedby={errors.review ? 'review-text-error' : undefined}
              className={`block w-full rounded-lg border px-3 py-2.5 ${errors.review ? 'border-red-500' : 'border-gray-300'}`}
            />
            {errors.review && (
              <p id="review-text-error" role="alert" className="text-sm text-red-600">
                {t(errors.review)}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" busy={addReview.isPending} busyText={t('Submitting...')}>
            {t('Submit Review')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
