import { useState } from 'react';
import { checkAttendance } from '../api/attendance';
import { errorMessage } from '../api/http';
import { PageHeader } from './shell/PageHeader';

/** docs/product.md §2: a test page calling the attendance check with fixed coordinates (the demo head office). */
const FIXED = { type: '1', location: '1', latitude: '-6.98265', longitude: '110.40925' } as const;

export function CheckAbsenPage() {
  const [result, setResult] = useState<string | null>(null);
  const run = () =>
    checkAttendance({ ...FIXED, positions: [] }).then(
      (answer) => setResult(JSON.stringify(answer, null, 2)),
      (error: unknown) => setResult(errorMessage(error, 'Absen Gagal')),
    );
  return (
    <div className="mx-auto min-h-dvh max-w-md bg-canvas">
      <PageHeader title="Cek Absen" subtitle={`Koordinat tetap ${FIXED.latitude}, ${FIXED.longitude}`} back="/dashboard" />
      <main className="flex flex-col gap-3 p-4">
        <button type="button" className="btn-primary" onClick={() => void run()}>
          Cek Absen
        </button>
        {result && <pre className="whitespace-pre-wrap break-all rounded-lg bg-white p-3 text-xs ring-1 ring-line/60">{result}</pre>}
      </main>
    </div>
  );
}
