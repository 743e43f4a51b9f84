import { StarIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** Five stars, full or half by the rating (3.8 shows three full stars and a half). */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(rating * 2);
  return Array.from({ length: 5 }, (_, index) => (halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty'));
}

export function RatingStars({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span className="inline-flex text-amber-400" role="img" aria-label={t('Rated {rating} out of 5', { rating })}>
      {starFills(rating).map((fill, index) => (
        <StarIcon key={index} className={className} fill={fill} />
      ))}
    </span>
  );
}
