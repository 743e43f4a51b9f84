const PLACEHOLDER = '/demo/placeholder.svg';

/** A product picture, or the placeholder when there is none or it reads 'No Image Available'. */
function productImageSource(image: string | undefined): string {
  return !image || image.trim() === '' || image === 'No Image Available' ? PLACEHOLDER : image;
}

interface ProductImageProps {
  image: string | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  size?: number;
}

export function ProductImage({ image, alt, className = '', priority = false, size = 400 }: ProductImageProps) {
  return (
    <img
      src={productImageSource(image)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
      }}
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
}
