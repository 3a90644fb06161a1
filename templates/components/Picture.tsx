/**
 * Stand-in for the image pipeline's <Picture> (branch `images`), with its props, so the pages can
 * be built and looked at before it lands: it shows the source PNGs as they are. Replaced whole by
 * the pipeline's component when that branch is merged.
 */
export function Picture({ src, darkSrc, alt, sizes, priority }: { src: string; darkSrc?: string; alt: string; sizes: string; priority?: boolean }) {
  return (
    <picture className="picture">
      {darkSrc && <source srcSet={`/images/${darkSrc}`} media="(prefers-color-scheme: dark)" />}
      <img src={`/images/${src}`} alt={alt} sizes={sizes} width={1280} height={900} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" />
    </picture>
  );
}
