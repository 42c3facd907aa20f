import * as React from 'react';
import { MainImage, Placeholder, type IGatsbyImageData } from 'gatsby-plugin-image';

interface BuiltImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  objectFit?: React.CSSProperties['objectFit'];
  loading?: 'eager' | 'lazy';
  draggable?: boolean;
  fetchpriority?: 'high' | 'low' | 'auto';
}

const oneLine = (srcSet: string) => srcSet.replace(/\n/g, '');

/**
 * An image resized at build time, as the same markup GatsbyImage writes into the static
 * HTML (wrapper, sizer, placeholder, <picture> with its <noscript> copy), rendered by
 * React alone. GatsbyImage's browser side fetches a 21 KB gzip chunk (react-dom/server,
 * to render images to strings) on every page that shows one, even when every picture is
 * already in the HTML; this renders the same elements and fetches nothing. Fading in on
 * load is done by gatsby-plugin-image's inline script, for these images too.
 */
export function BuiltImage({ image, alt, className, objectFit, loading = 'lazy', draggable, fetchpriority }: BuiltImageProps) {
  const { width, height, layout, images, placeholder, backgroundColor } = image;
  const wrapperClass = ['gatsby-image-wrapper', layout === 'constrained' ? 'gatsby-image-wrapper-constrained' : '', className ?? ''].filter(Boolean).join(' ');
  const placeholderStyle: React.CSSProperties = {
    opacity: 1,
    transition: 'opacity 500ms linear',
    ...(backgroundColor
      ? layout === 'fixed'
        ? { backgroundColor, width, height, position: 'relative' }
        : { backgroundColor, position: 'absolute', top: 0, left: 0, bottom: 0, right: 0 }
      : {}),
    ...(objectFit ? { objectFit } : {}),
  };
  return (
    <div className={wrapperClass} data-gatsby-image-wrapper="" style={layout === 'fixed' ? { width, height } : undefined}>
      {layout === 'fullWidth' ? <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} /> : null}
      {layout === 'constrained' ? (
        <div style={{ maxWidth: width, display: 'block' }}>
          <img
            alt=""
            role="presentation"
            aria-hidden="true"
            src={`data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`}
            style={{ maxWidth: '100%', display: 'block', position: 'static' }}
          />
        </div>
      ) : null}
      <Placeholder {...(placeholder ?? {})} aria-hidden data-placeholder-image="" style={placeholderStyle} />
      <MainImage
        data-gatsby-image-ssr=""
        alt={alt}
        loading={loading}
        shouldLoad
        data-main-image=""
        style={{ ...(objectFit ? { objectFit } : {}), opacity: 0 }}
        fallback={images.fallback ? { ...images.fallback, srcSet: images.fallback.srcSet ? oneLine(images.fallback.srcSet) : undefined } : undefined}
        sources={(images.sources ?? []).map((source) => ({ ...source, srcSet: oneLine(source.srcSet) }))}
        {...(draggable === undefined ? {} : { draggable })}
        {...(fetchpriority ? { fetchpriority } : {})}
      />
    </div>
  );
}
