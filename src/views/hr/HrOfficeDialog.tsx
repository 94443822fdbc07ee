import { lazy, Suspense } from 'react';
import useSWR from 'swr';
import { type OfficeField, hrOfficeFormMachine } from '../../../machines/hrOfficeForm.machine';
import type { Coordinates } from '../../contract/geo';
import { fetchMapTiles, HR_MAP_KEY } from '../../api/hr';
import { distanceWords, nearestOffice } from '../../domain/offices';
import { type Office, TIME_ZONE_CODES, TIME_ZONES, type TimeZoneCode } from '../../contract/shifts';
import { hrOfficeFormActors } from '../../hr/console.actors';
import { ConsoleDialog } from './ConsoleDialog';
import { useFlow } from '../../ui/useFlow';
import { formDialogProps } from './formDialogProps';
import { Notice } from '../../ui/Notice';

const providedMachine = hrOfficeFormMachine.provide({ actors: hrOfficeFormActors });
// Leaflet comes with the office form only, not with the rest of the console.
const OfficeMap = lazy(() => import('./OfficeMap'));

const FIELDS: { field: OfficeField; label: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'name', label: 'Nama kantor' },
  { field: 'address', label: 'Alamat (opsional)' },
  { field: 'latitude', label: 'Lintang (contoh -6.98265)', inputMode: 'decimal' },
  { field: 'longitude', label: 'Bujur (contoh 110.40925)', inputMode: 'decimal' },
  { field: 'radius_m', label: 'Radius (meter)', inputMode: 'numeric' },
];

/** The typed coordinates as a point (a decimal comma read as a point); null while either is empty or not a number. */
function typedPoint(latitude: string, longitude: string): Coordinates | null {
  const point = { latitude: Number(latitude.replace(',', '.')), longitude: Number(longitude.replace(',', '.')) };
  return latitude.trim() && longitude.trim() && Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : null;
}

/** How far the typed point lies from the nearest other office: a point kilometres away is likely mistyped. */
function distanceCheck(offices: Office[], id: number | null, point: Coordinates | null): string | null {
  const nearest = point && nearestOffice(point, offices, id);
  return nearest ? `Titik ini ${distanceWords(nearest.meters)} dari ${nearest.office.name}.` : null;
}

/** Create or edit an office: name, coordinates (with a distance check), radius and time zone. */
export function HrOfficeDialog({ office, offices, onChanged, onClosed }: { office: Office | null; offices: Office[]; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, { office, offices }, 'offices.changed', onChanged, onClosed);
  const { fields, time_zone: zone, id, farWarning } = state.context;
  const editing = state.matches('editing');
  // Only while typing: once saved, the list holds this office too.
  const point = typedPoint(fields.latitude, fields.longitude);
  const check = editing ? distanceCheck(offices, id, point) : null;
  const radius = Number(fields.radius_m);
  const { data: tiles, error: tilesError } = useSWR(HR_MAP_KEY, fetchMapTiles);
  const dialog = formDialogProps(actor, state, meta);
  const askingAboutFarPoint = state.matches('confirmingFar');

  return (
    <ConsoleDialog
      id="office"
      title={office ? `Ubah ${office.name}` : 'Tambah Kantor'}
      help="Pegawai yang kantor utamanya di sini mengikuti zona waktunya: tanggal, keterlambatan dan riwayat."
      size={40}
      {...dialog}
      {...(askingAboutFarPoint && { onConfirm: () => actor.send({ type: 'far.confirm' }), onCancel: () => actor.send({ type: 'far.reconsider' }) })}
    >
      {farWarning && (
        <div className="mt-4">
          <Notice tone="danger">
            {farWarning} Tetap simpan titik ini?
          </Notice>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3">
        <p className="text-sm text-ink-muted">Klik atau ketuk peta untuk menaruh titik kantor, atau ketik lintang dan bujurnya.</p>
        {tiles && (
          <Suspense fallback={<div className="h-64" />}>
            <OfficeMap
              tiles={tiles}
              point={point}
              radius={Number.isFinite(radius) && radius > 0 ? radius : 0}
              others={offices.filter((other) => other.id !== id)}
              onPlace={editing ? (placed) => actor.send({ type: 'point.place', ...placed }) : null}
            />
          </Suspense>
        )}
        {tilesError && !tiles && <p className="text-sm text-ink-muted">Peta tidak dapat dimuat; ketik lintang dan bujurnya.</p>}
        {FIELDS.map(({ field, label, inputMode }) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {label}
            <input className="input" inputMode={inputMode} value={fields[field]} disabled={!editing} onChange={(event) => actor.send({ type: 'field.edit', field, value: event.target.value })} />
          </label>
        ))}
        {check && (
          <p className="text-sm text-ink-muted" data-testid="distance-check">
            {check}
          </p>
        )}
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Zona waktu
          <select className="input" value={zone} disabled={!editing} onChange={(event) => actor.send({ type: 'zone.choose', zone: event.target.value as TimeZoneCode })}>
            {TIME_ZONE_CODES.map((code) => (
              <option key={code} value={code}>
                {TIME_ZONES[code].label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </ConsoleDialog>
  );
}
