import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface BuiltImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  objectFit?: React.CSSProperties['objectFit'];
  loading?: 'eager' | 'lazy';
  draggable?: boolean;
  fetchpriority?: 'high' | 'low' | 'auto';
  /**
   * Fade in over the placeholder once loaded (gatsby-plugin-image's inline script decodes the
   * picture a second time, then fades it in over 500 ms). False shows the picture as it
   * arrives, over its placeholder's color: for the image a page shows while it loads (the
   * home page's first slide), whose fade and second decode ran beside the app's start and
   * slowed it on a phone's two cores (BENCHMARKS.md, issue 25).
   */
  fadeIn?: boolean;
}

const oneLine = (srcSet: string) => srcSet.replace(/\n/g, '');

/**
 * An image resized at build time, as the same markup GatsbyImage writes into the static
 * HTML (wrapper, sizer, placeholder, <picture> with its <noscript> copy), rendered by
 * React alone. GatsbyImage's browser side fetches a 21 KB gzip chunk (react-dom/server,
 * to render images to strings) on every page that shows one, even when every picture is
 * already in the HTML; this renders the same elements and fetches nothing. Fading in on
 * load is done by gatsby-plugin-image's inline script, for these images too. The picture,
 * placeholder and <noscript> copy are written below as gatsby-plugin-image's MainImage and
 * Placeholder write them: its browser module holds every component of the plugin in one file
 * (GatsbyImage, StaticImage and their server parts, about 2.5 KB gzip), which a page importing
 * two of them would fetch whole.
 */
export function BuiltImage({ image, alt, className, objectFit, loading = 'lazy', draggable, fetchpriority, fadeIn = true }: BuiltImageProps) {
  const { width, height, layout, images, placeholder, backgroundColor } = image;
  const wrapperClass = ['gatsby-image-wrapper', layout === 'constrained' ? 'gatsby-image-wrapper-constrained' : '', className ?? ''].filter(Boolean).join(' ');
  const placeholderStyle: React.CSSProperties = {
    opacity: 1,
    ...(fadeIn ? { transition: 'opacity 500ms linear' } : {}),
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
      <Placeholder {...(placeholder ?? {})} data-placeholder-image="" style={placeholderStyle} />
      <MainImage
        // The inline script fades in only images marked as built (data-gatsby-image-ssr); unmarked, the picture shows as it arrives.
        {...(fadeIn ? { 'data-gatsby-image-ssr': '' } : {})}
        alt={alt}
        loading={loading}
        data-main-image=""
        // gatsby-plugin-image's stylesheet hides every main image until the script fades it in: shown at once, it says so.
        style={{ ...(objectFit ? { objectFit } : {}), opacity: fadeIn ? 0 : 1 }}
        fallback={images.fallback ? { ...images.fallback, srcSet: images.fallback.srcSet ? oneLine(images.fallback.srcSet) : undefined } : undefined}
        sources={(images.sources ?? []).map((source) => ({ ...source, srcSet: oneLine(source.srcSet) }))}
        {...(draggable === undefined ? {} : { draggable })}
        {...(fetchpriority ? { fetchpriority } : {})}
      />
    </div>
  );
}

type ImageSource = NonNullable<IGatsbyImageData['images']['sources']>[number];
type ImgAttributes = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & Record<`data-${string}`, string> & { fetchpriority?: string };

interface PictureProps extends ImgAttributes {
  alt: string;
  fallback?: { src: string; srcSet?: string; sizes?: string };
  sources?: readonly ImageSource[];
}

/**
 * gatsby-plugin-image's Picture as this site uses it (always loading: gatsby-plugin-image's
 * deferred mode writes the addresses as data- attributes instead): one <img>, in a <picture>
 * with a <source> per format when there are several.
 */
function Picture({ fallback, sources = [], alt, loading, ...rest }: PictureProps) {
  const sizes = fallback?.sizes;
  const image = <img {...rest} sizes={sizes} decoding="async" loading={loading} src={fallback?.src} srcSet={fallback?.srcSet} alt={alt} />;
  if (!sources.length) return image;
  return (
    <picture>
      {sources.map(({ media, srcSet, type }) => (
        <source key={`${media}-${type}-${srcSet}`} type={type} media={media} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** gatsby-plugin-image's MainImage: the picture, and a copy in <noscript> for a browser without JavaScript. */
function MainImage(props: PictureProps) {
  return (
    <>
      <Picture {...props} />
      <noscript>
        <Picture {...props} />
      </noscript>
    </>
  );
}

/** gatsby-plugin-image's Placeholder: a low-resolution picture when the image has one, else an empty box (its color comes in `style`). */
function Placeholder({
  fallback,
  sources,
  ...rest
}: {
  fallback?: string;
  sources?: readonly ImageSource[];
  style: React.CSSProperties;
  'data-placeholder-image': string;
}) {
  if (!fallback) return <div aria-hidden="true" {...rest} />;
  return <Picture aria-hidden="true" {...rest} sources={sources} fallback={{ src: fallback }} alt="" />;
}
