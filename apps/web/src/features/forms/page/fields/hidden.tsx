import { useFormContext } from "react-hook-form";
import type { FieldProps } from "../field-props.ts";

/** render type `hidden`: a value the page carries without showing it (never validated). */
export function HiddenField({ name, id }: FieldProps) {
  const { register } = useFormContext();
  return <input type="hidden" id={id} {...register(name)} />;
}
