/** A photo from the API, or 'No img' when there is none (spec §2). */
export function Photo({ src, alt, className = 'h-20 w-20' }: { src: string | null; alt: string; className?: string }) {
  return src ? (
    <img src={src} alt={alt} loading="lazy" className={`${className} rounded-lg object-cover bg-slate-200`} />
  ) : (
    <div className={`${className} flex items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-400`}>No img</div>
  );
}
