import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { RatingStars, useAverageRating, useReviews } from '../../reviews';
import { useProduct, useProductSuggestions } from '../api/get-product';
import { ProductButtons } from '../components/product-buttons';
import { ProductGrid } from '../components/product-grid';
import { ProductImage } from '../../../components/product-image';
import { isOutOfStock, StockNote } from '../components/stock-note';
import { useProductActions } from '../components/use-product-actions';
import { DeliveryCheck, DeliveryPromise, useDeliveryCheck } from '../../delivery';

/** Shown only once there are products to show: never a heading over an empty or still empty list. */
function Suggestions({ kind, productId, title }: { kind: 'getBuyItWith' | 'getRelatedProducts'; productId: string; title: string }) {
  const suggestions = useProductSuggestions(kind, productId);
  if (!suggestions.data?.length) return null;
  return (
    <section aria-labelledby={`${kind}-heading`} className="mt-12">
      <h2 id={`${kind}-heading`} className="mb-4 text-xl font-bold text-gray-900">
        {title}
      </h2>
      <ProductGrid products={suggestions.data} />
    </section>
  );
}

function Reviews({ productId }: { productId: string }) {
  const t = useT();
  const reviews = useReviews(productId);
  if (!reviews.data?.length) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold text-gray-900">
        {t('Customer reviews')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {reviews.data.map((review) => (
          <li key={review._id} className="rounded-2xl border border-gray-200 bg-white p-5">
            <RatingStars rating={review.ratings} className="size-4" />
            <p className="mt-2 whitespace-pre-line text-gray-700">{review.review}</p>
            <p className="mt-3 text-sm text-gray-500">{review.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /product/{id}: pictures, price, delivery date, rating, stock, Add to cart and Buy now. */
export function ProductPage() {
  const t = useT();
  const { id = '' } = useParams();
  const product = useProduct(id);
  const rating = useAverageRating(id);
  const actions = useProductActions();
  const delivery = useDeliveryCheck(id);
  const [imageIndex, setImageIndex] = useState(0);
  usePageTitle(product.data?.productName ?? t('Product'));

  if (product.isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-2" role="status" aria-label={t('Loading product')}>
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <TextSkeleton lines={6} />
      </div>
    );
  }
  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">{missing ? t('Product not found') : t('Something went wrong')}</h1>
        <ErrorState message={errorMessage(product.error)} />
        <Link to="/all-products" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {t('See all products')}
        </Link>
      </div>
    );
  }

  const item = product.data;
  const images = [item.image, ...item.relatedImages].filter(Boolean);
  const outOfStock = isOutOfStock(item);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <div className="rounded-2xl border border-gray-200 bg-brand-50 p-4">
            <ProductImage image={images[imageIndex]} alt={item.productName} load="largest" size={600} />
          </div>
          {images.length > 1 && (
            <div className="mt-3 flex gap-2">
              {images.map((image, index) => (
                <button
                  key={image}
                  type="button"
                  aria-label={t('Picture {number}', { number: index + 1 })}
                  aria-pressed={index === imageIndex}
                  data-needs-app={`picture:${index}`}
                  onClick={() => setImageIndex(index)}
                  className={`size-16 rounded-lg border bg-white p-1 ${index === imageIndex ? 'border-brand-700' : 'border-gray-200'}`}
                >
                  <ProductImage image={image} alt="" size={64} />
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="space-y-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{item.brand.brandName}</p>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{item.productName}</h1>
          {rating.data && rating.data.totalReviews > 0 && (
            <p className="flex items-center gap-2 text-sm text-gray-600">
              <RatingStars rating={rating.data.averageRating} />
              {rating.data.averageRating} (
              {rating.data.totalReviews === 1
                ? t('{count} review', { count: rating.data.totalReviews })
                : t('{count} reviews', { count: rating.data.totalReviews })}
              )
            </p>
          )}
          <p className="text-3xl font-extrabold text-gray-900">{formatRupees(item.price)}</p>
          <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-gray-200 bg-white p-4 text-sm">
            <div>
              <dt className="text-gray-500">{t('Pads per pack')}</dt>
              <dd className="font-semibold text-gray-900">{item.quantityInEachPack}</dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('Size')}</dt>
              <dd className="font-semibold text-gray-900">{item.size}</dd>
            </div>
            {item.countryOfOrigin && (
              <div>
                <dt className="text-gray-500">{t('Country of origin')}</dt>
                <dd className="font-semibold text-gray-900">{item.countryOfOrigin}</dd>
              </div>
            )}
            <div className="col-span-2">
              <dt className="text-gray-500">{t('Delivery')}</dt>
              {/* Worked out from the clock, which may pass midnight between the server's rendering and the phone's. */}
              <dd className="font-semibold text-gray-900" suppressHydrationWarning>
                <DeliveryPromise check={delivery} />
              </dd>
            </div>
          </dl>
          <StockNote product={item} />
          <DeliveryCheck check={delivery} />
          <div className="grid grid-cols-2 gap-3">
            <ProductButtons
              productId={item._id}
              signedIn={actions.signedIn}
              outOfStock={outOfStock}
              adding={actions.addingId === item._id}
              onAdd={() => void actions.addToCart(item._id)}
              onBuy={() => actions.buyNow(item._id)}
              stock={item.branchProductQuantity}
            />
          </div>
          {item.aboutThisItem.length > 0 && (
            <section aria-labelledby="about-item-heading">
              <h2 id="about-item-heading" className="mt-4 mb-2 font-semibold text-gray-900">
                {t('About this item')}
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-gray-700">
                {item.aboutThisItem.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      <Reviews productId={item._id} />
      <Suggestions kind="getBuyItWith" productId={item._id} title={t('Buy It With')} />
      <Suggestions kind="getRelatedProducts" productId={item._id} title={t('Related Products')} />
    </div>
  );
}
