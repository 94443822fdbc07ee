import { useInstallOffer } from '../../pwa/installPrompt';
import { Button } from '../../ui/Button';

/** docs/product.md §1: an install button on Android and desktop, the steps on iPhone and iPad; nothing once installed. */
export function InstallCard() {
  const offer = useInstallOffer();
  if (offer.kind === 'none') return null;
  return (
    <section aria-labelledby="install-title" className="card w-full text-left">
      <h2 id="install-title" className="font-semibold text-ink">
        Pasang aplikasi di perangkat ini
      </h2>
      {offer.kind === 'button' ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">Buka Absensi langsung dari layar utama, juga saat sinyal lemah.</p>
          <Button variant="secondary" icon="i-tabler-download" className="mt-3 w-full" onClick={() => void offer.install()}>
            Pasang Aplikasi
          </Button>
        </>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink" data-testid="ios-install-steps">
          <li>Buka halaman ini di Safari.</li>
          <li>
            Ketuk tombol Bagikan <span className="i-tabler-share-2 align-middle" aria-label="(ikon kotak dengan panah ke atas)" role="img" />.
          </li>
          <li>Pilih 'Tambahkan ke Layar Utama', lalu ketuk 'Tambah'.</li>
        </ol>
      )}
    </section>
  );
}
