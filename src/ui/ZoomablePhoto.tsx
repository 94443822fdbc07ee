import { useId, useState } from 'react';
import { ModalDialog } from './ModalDialog';
import { Photo } from './Photo';

/** A photo that opens over the whole screen on tap (a face to compare), closed with 'Tutup' or Escape. */
export function ZoomablePhoto({ src, alt, className = 'h-32 w-32' }: { src: string | null; alt: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!src) return <Photo src={src} alt={alt} className={className} />;
  return (
    <>
      <button type="button" className="focus-ring rounded-control" aria-label={`Perbesar ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`} onClick={() => setOpen(true)}>
        <Photo src={src} alt={alt} className={className} />
      </button>
      {open && (
        <ModalDialog open role="dialog" labelledBy={`${id}-title`} describedBy={`${id}-title`} onEscape={() => setOpen(false)} className="w-[min(40rem,calc(100vw-1rem))] p-3">
          <h2 id={`${id}-title`} className="mb-2 font-semibold text-ink">
            {alt}
          </h2>
          <img src={src} alt={alt} className="max-h-[75dvh] w-full rounded-control object-contain" />
          <button type="button" className="btn-secondary mt-3 w-full" onClick={() => setOpen(false)}>
            Tutup
          </button>
        </ModalDialog>
      )}
    </>
  );
}
