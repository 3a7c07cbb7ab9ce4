import {
  type Round,
  roundFormTexts,
  roundListSchema,
  roundPaths,
  roundRefusals,
  roundSchema,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { DateInput } from "../../../components/date-input.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { ListedItemScreen } from "../listed-item.tsx";
import { useBackSaved } from "../saved-status.tsx";
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
  const backSaved = useBackSaved("/desk/rounds");
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
      backSaved(roundFormTexts.saved(saved.year));
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
  return (
    <ListedItemScreen
      itemKey={yearCode}
      listed={{
        path: roundPaths.rounds,
        schema: roundListSchema,
        matches: (round) => round.yearCode === yearCode,
        notFound: roundRefusals.notFound,
      }}
      back={{ to: "/desk/rounds", text: "Back to the renewal rounds" }}
      heading={(round) =>
        yearCode === undefined ? "New renewal round" : `Change the ${round?.year ?? ""} round`
      }
      form={(round) => <RoundForm round={round} />}
    />
  );
}
