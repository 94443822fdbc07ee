import { useAppUpdate } from '../../pwa/appUpdate';
import { Button } from '../../ui/Button';

/** A new version waits for the user: it is offered, never forced while a clock-in is under way. */
export default function UpdatePrompt() {
  const { available, reload } = useAppUpdate();
  if (!available) return null;
  return (
    <aside aria-label="Pembaruan aplikasi" className="fixed inset-x-0 top-0 z-40 mx-auto flex max-w-md items-center gap-3 bg-brand px-4 py-2 text-white shadow">
      <p role="status" className="flex-1 text-sm font-semibold">
        Versi baru tersedia
      </p>
      <Button variant="secondary" icon="i-tabler-refresh" onClick={reload}>
        Muat Ulang
      </Button>
    </aside>
  );
}
