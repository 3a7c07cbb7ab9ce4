/**
 * A list's options from a map of names (value → what the desk calls it), in the map's order or
 * only those of `values`, in theirs.
 */
export function NameOptions<Value extends string>({
  names,
  values = Object.keys(names) as Value[],
}: {
  names: Record<Value, string>;
  values?: readonly Value[];
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {names[value]}
    </option>
  ));
}
