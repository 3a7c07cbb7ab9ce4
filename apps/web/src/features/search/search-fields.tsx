import type { ListEntry } from "@portal/contract";

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextField({ name, label, value, onChange }: FieldProps) {
  const id = `search-${name}`;
  return (
    <div className="col-md-6 col-lg-4">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        className="form-control"
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  emptyLabel,
}: FieldProps & { options: readonly ListEntry[]; emptyLabel?: string }) {
  const id = `search-${name}`;
  return (
    <div className="col-md-6 col-lg-4">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
