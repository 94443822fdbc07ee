import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FileFormat, hrFileDownloadMachine } from '../../../machines/hrFileDownload.machine';

/** The console's download buttons: one per format ('Unduh XLSX', or what `what` names), the one under way saying so, and 'Batal' while it runs. */
export function FileDownloadButtons({
  download,
  query,
  formats,
  what = '',
}: {
  download: ActorRefFrom<typeof hrFileDownloadMachine>;
  query: string;
  formats: readonly FileFormat[];
  what?: string;
}) {
  const downloading = useSelector(download, (snapshot) => snapshot.context.format);
  return (
    <div className="flex flex-wrap gap-2">
      {formats.map((format) => (
        <button key={format} type="button" className="btn-secondary" disabled={downloading !== null} onClick={() => download.send({ type: 'download.start', query, format })}>
          {downloading === format ? 'Mengunduh...' : `Unduh ${what ? `${what} ` : ''}${format.toUpperCase()}`}
        </button>
      ))}
      {downloading && (
        <button type="button" className="btn-ghost" onClick={() => download.send({ type: 'flow.cancel' })}>
          Batal
        </button>
      )}
    </div>
  );
}
