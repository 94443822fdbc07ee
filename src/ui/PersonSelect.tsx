/** A labelled choice of one person (or none, worded by `none`), each shown by name and, where two could share one, what tells them apart. */
export function PersonSelect({
  label,
  none,
  value,
  people,
  onChange,
  className = 'flex flex-col gap-1 text-sm font-semibold text-ink',
}: {
  label: string;
  none: string;
  value: number | null;
  people: { id: number; name: string; detail?: string }[];
  onChange: (id: number | null) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select className="input" value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{none}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.detail ? `${person.name} (${person.detail})` : person.name}
          </option>
        ))}
      </select>
    </label>
  );
}
