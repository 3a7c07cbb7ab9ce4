import {
  type Round,
  roundFormTexts,
  roundListSchema,
  roundPaths,
  roundRefusals,
  roundSchema,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { DateInput } from "../../../components/date-input.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useAction, useLoad } from "../../../lib/loading.tsx";
import { DeskApiError, deskCall } from "../desk-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import {
  keptFields,
  type RoundErrors,
  readRound,
  roundFieldId,
  roundFields,
  roundTexts,
} from "./round-form-read.ts";

const HINTS: Partial<Record<string, string>> = {
  year: roundFormTexts.yearHint,
  money: roundFormTexts.moneyHint,
};

/** The round's figures as boxes; checked here first, then sent to be added or changed. */
function RoundForm({ round }: { round?: Round }) {
  const [texts, setTexts] = useState(() => roundTexts(round));
  const [checked, setChecked] = useState<{ errors: RoundErrors; attempt: number }>();
  const { busy, refusal, run } = useAction();
  const navigate = useNavigate();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readRound(texts);
    setChecked((last) =>
      "errors" in read ? { errors: read.errors, attempt: (last?.attempt ?? 0) + 1 } : undefined,
    );
    if (!("round" in read)) return;
    await run(async () => {
      const saved = await deskCall(
        round ? roundPaths.round(round.yearCode) : roundPaths.rounds,
        roundSchema,
        { method: round ? "PUT" : "POST", body: read.round },
      );
      navigate("/desk/rounds", { state: { saved: roundFormTexts.saved(saved.year) } });
    });
  };
  const errors = checked?.errors ?? {};
  return (
    <form noValidate onSubmit={save} aria-label={round ? "Change the round" : "New round"}>
      {checked && (
        <ErrorSummary
          key={checked.attempt}
          fields={roundFields.flatMap(({ name }) => {
            const message = errors[name];
            return message ? [{ id: roundFieldId(name), label: message }] : [];
          })}
        />
      )}
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      {round?.opened && <p className="alert alert-info">{roundFormTexts.underWay}</p>}
      <div className="row g-3 mb-4">
        {roundFields.map(({ name, kind }) => {
          const control = {
            id: roundFieldId(name),
            label: roundFormTexts.labels[name],
            className: "col-md-6 col-lg-3",
            value: texts[name],
            error: errors[name],
            onChange: (value: string) => setTexts((all) => ({ ...all, [name]: value })),
          };
          if (kind === "day") return <DateInput key={name} {...control} />;
          return (
            <LabelledInput
              key={name}
              {...control}
              hint={HINTS[kind]}
              inputMode={kind === "year" ? "text" : kind === "days" ? "numeric" : "decimal"}
              autoComplete="off"
              readOnly={round?.opened && keptFields.includes(name)}
            />
          );
        })}
      </div>
      <BusyButton className="btn btn-primary" busy={busy} busyText="Saving...">
        {round ? "Save the changes" : "Add the round"}
      </BusyButton>
    </form>
  );
}

/** /desk/rounds/new (a new round) and /desk/rounds/:yearCode/edit (admins). */
export function RoundFormScreen() {
  const { yearCode } = useParams();
  const loaded = useLoad(yearCode ?? "", async (signal) => {
    if (yearCode === undefined) return null;
    const { items } = await deskCall(roundPaths.rounds, roundListSchema, { signal });
    const found = items.find((r) => r.yearCode === yearCode);
    if (!found) throw new DeskApiError(404, roundRefusals.notFound);
    return found;
  });
  const data = loaded.data ?? undefined;
  return (
    <>
      <p className="mb-2">
        <Link to="/desk/rounds">Back to the renewal rounds</Link>
      </p>
      <ScreenHeading>
        {yearCode === undefined ? "New renewal round" : `Change the ${data?.year ?? ""} round`}
      </ScreenHeading>
      <LoadStatus of={loaded} />
      {loaded.data !== undefined && !loaded.failure && <RoundForm round={data} />}
    </>
  );
}
