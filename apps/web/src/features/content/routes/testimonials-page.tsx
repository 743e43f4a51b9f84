import { MESSAGES } from '@padstore/domain/messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, Page } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from '../components/testimonial-card';

export function TestimonialsPage() {
  const t = useT();
  const testimonials = useTestimonials();
  return (
    <Page title={t('Customer Testimonials')}>
      <p className="-mt-4 mb-6 text-gray-600">{t('Read what our customers have to say')}</p>
      {testimonials.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-52" />
          ))}
        </div>
      ) : testimonials.isError ? (
        <ErrorState message={t(MESSAGES.unexpected)} onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.length === 0 ? (
        <p className="text-gray-600">{t(MESSAGES.noContent)}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {testimonials.data.map((testimonial) => (
            <TestimonialCard key={testimonial._id} testimonial={testimonial} />
          ))}
        </div>
      )}
    </Page>
  );
}
