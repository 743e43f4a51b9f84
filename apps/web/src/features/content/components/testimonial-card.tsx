import { StarIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import type { Testimonial } from '../api/get-testimonials';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex gap-0.5 text-amber-400" role="img" aria-label={t('Rated 5 out of 5')}>
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} className="size-5" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-gray-700">“{testimonial.feedback}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <img
          src={testimonial.image || '/demo/placeholder.svg'}
          alt={testimonial.name}
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
          loading="lazy"
        />
        <div>
          <p className="font-semibold text-gray-900">{testimonial.name}</p>
          <p className="text-sm text-gray-500">{testimonial.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}
