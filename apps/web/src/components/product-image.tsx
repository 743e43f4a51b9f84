const PLACEHOLDER = '/demo/placeholder.svg';

/** A product picture, or the placeholder when there is none or it reads 'No Image Available'. */
function productImageSource(image: string | undefined): string {
  return !image || image.trim() === '' || image === 'No Image Available' ? PLACEHOLDER : image;
}

/**
 * When a picture is fetched: 'largest', the largest thing on the page's first screen (its Largest Contentful
 * Paint), at once and before everything else; 'first-screen', at once but after it; 'lazy' (the default),
 * when it comes near the screen, after it as well. On a slow connection the largest picture then does not
 * share the phone's bandwidth with the smaller ones (a browser raises a picture on the screen to its high
 * priority unless the page says low).
 */
export type PictureLoad = 'largest' | 'first-screen' | 'lazy';

interface ProductImageProps {
  image: string | undefined;
  alt: string;
  className?: string;
  load?: PictureLoad;
  size?: number;
}

export function ProductImage({ image, alt, className = '', load = 'lazy', size = 400 }: ProductImageProps) {
  return (
    <img
      src={productImageSource(image)}
      alt={alt}
      width={size}
      height={size}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'largest' ? 'high' : 'low'}
      decoding="async"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
      }}
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
}
