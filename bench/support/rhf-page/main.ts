// The react-hook-form baseline of DESIGN §5 ("the form answers input no later than a
// react-hook-form page of the same controls"): plain React 19 + react-hook-form as its own
// documentation writes a form, nothing of the portal. register() on native controls, one
// useFieldArray for the repeating rows, a label per control. Which controls: the query string
// says — `?fields=50` for the form screen's first page (50 fields and the 200 rows), `?fields=500`
// for every field of the generated form (as the plain-input page). Built by the form-screen
// benchmark only (support/rhf-page.ts), in production mode.
import { type FormHTMLAttributes, createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { type UseFormRegister, useFieldArray, useForm } from "react-hook-form";
import { answerOf, ROW_FIELDS, ROWS } from "../generated-form.ts";

type Row = Record<string, string | number>;
type Values = Record<string, string | number | Row[]> & { rows: Row[] };

const FIELDS = Number(new URLSearchParams(location.search).get("fields") ?? "50");
const renderTypeOf = (i: number) =>
  (["text", "textarea", "date", "float", "select"] as const)[i % 5]!;

function Control(props: { name: string; index: number; register: UseFormRegister<Values> }) {
  const { name, index, register } = props;
  const id = `rhf:${name}`;
  const type = renderTypeOf(index);
  const control =
    type === "textarea"
      ? h("textarea", { id, rows: 4, className: "form-control", ...register(name) })
      : type === "select"
        ? h(
            "select",
            { id, className: "form-select", ...register(name) },
            h("option", { value: "" }, "Please select"),
            h("option", { value: "1" }, "One"),
            h("option", { value: "2" }, "Two"),
          )
        : h("input", {
            id,
            type: "text",
            className: "form-control",
            inputMode: type === "float" ? "decimal" : undefined,
            ...register(name),
          });
  return h(
    "div",
    { className: "mb-3" },
    h("label", { htmlFor: id, className: "form-label" }, `Question ${name}`),
    control,
  );
}

function defaultValues(): Values {
  const values: Values = { rows: [] };
  for (let f = 0; f < FIELDS; f++) values[`f${f}`] = String(answerOf(f % 50));
  for (let r = 0; r < ROWS; r++) {
    const row: Row = {};
    for (let f = 0; f < ROW_FIELDS; f++) row[`r_f${f}`] = String(answerOf(f, r));
    values.rows.push(row);
  }
  return values;
}

function RhfPage() {
  const { register, control, handleSubmit } = useForm<Values>({ defaultValues: defaultValues() });
  const { fields, remove } = useFieldArray({ control, name: "rows" });
  const controls = [];
  for (let f = 0; f < FIELDS; f++)
    controls.push(h(Control, { key: `f${f}`, name: `f${f}`, index: f % 50, register }));
  return h(
    "form",
    {
      noValidate: true,
      onSubmit: handleSubmit(() => undefined),
    } satisfies FormHTMLAttributes<HTMLFormElement> as FormHTMLAttributes<HTMLFormElement>,
    h("h1", null, "React Hook Form page"),
    ...controls,
    ...fields.map((row, r) =>
      h(
        "fieldset",
        { key: row.id },
        h("legend", null, `Row ${r + 1}`),
        ...Array.from({ length: ROW_FIELDS }, (_, f) =>
          h(Control, { key: f, name: `rows.${r}.r_f${f}`, index: f, register }),
        ),
        h("button", { type: "button", onClick: () => remove(r) }, "Delete"),
      ),
    ),
    h("button", { type: "submit" }, "Save"),
  );
}

createRoot(document.getElementById("root")!).render(h(RhfPage));
