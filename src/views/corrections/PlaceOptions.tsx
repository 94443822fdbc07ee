import { OUTSIDE_OFFICE } from '../../domain/correctionRequests';

/** The choices of a record's place: the employee's offices, then 'Di luar kantor'. */
export function PlaceOptions({ offices }: { offices: { id: number; name: string }[] }) {
  return (
    <>
      <option value="">— pilih tempat —</option>
      {offices.map((office) => (
        <option key={office.id} value={String(office.id)}>
          {office.name}
        </option>
      ))}
      <option value={OUTSIDE_OFFICE.value}>{OUTSIDE_OFFICE.label}</option>
    </>
  );
}
