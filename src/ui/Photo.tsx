/** A photo from the API, or 'No img' when there is none (docs/product.md §2). */
export function Photo({ src, alt, className = 'h-20 w-20' }: { src: string | null; alt: string; className?: string }) {
  return src ? (
    <img src={src} alt={alt} loading="lazy" className={`${className} shrink-0 rounded-control bg-canvas object-cover`} />
  ) : (
    <div className={`${className} flex shrink-0 items-center justify-center rounded-control bg-canvas text-xs text-ink-muted`}>No img</div>
  );
}
