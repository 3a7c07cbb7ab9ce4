import {
  type CertificateEdit,
  dateInputTexts,
  deskPaths,
  practiceTypeNames,
  type RegisterPractice,
  type RegisterRecord,
  registerRecordSchema,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { readDay } from "../../../components/date-input.tsx";
import { ErrorSummary, type FieldProblem } from "../../../components/error-summary.tsx";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useAction, useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { CertificateFields, certificateEditOf } from "./certificate-fields.tsx";
import { emptyNames, NameFields } from "./name-fields.tsx";
import { PracticeFields } from "./practice-fields.tsx";
import { RegisterHistorySection } from "./register-history-section.tsx";

/**
 * As held (an older import may hold other words; the edit sends the contract's), with each
 * registration date shown DD/MM/YYYY whatever the browser's language.
 */
const editable = (record: RegisterRecord): RegisterPractice[] =>
  record.practices.map((p) => ({
    ...(p as RegisterPractice),
    registrationDate: toDisplayDate(p.registrationDate),
  }));

const registrationDateId = (index: number) => `practice-${index}-registration-date`;

/** The practices as the contract has them (dates YYYY-MM-DD), or each date that is not one. */
function readPractices(practices: RegisterPractice[]) {
  const days = practices.map((p) => readDay(p.registrationDate));
  const wrong = days.flatMap((day, i) =>
    day === undefined
      ? [
          {
            id: registrationDateId(i),
            label: dateInputTexts.notADate(`Practice ${i + 1}'s registration date`),
          },
        ]
      : [],
  );
  if (wrong.length > 0) return { wrong };
  return { practices: practices.map((p, i) => ({ ...p, registrationDate: days[i] ?? "" })) };
}

const newPractice = (): RegisterPractice => ({
  practice: practiceTypeNames[0],
  qualifications: "",
  registrationDate: "",
  hpiNumber: "",
  status: "Registered",
});

/** The certificate to set, when the registrar changed what the record showed. */
function certificateChange(record: RegisterRecord, edit: CertificateEdit) {
  const was = certificateEditOf(record);
  const changed = edit.period !== was.period || edit.status !== was.status;
  return changed ? { certificate: { period: edit.period.trim(), status: edit.status } } : {};
}

function RecordForm({ record, onSaved }: { record: RegisterRecord; onSaved(): void }) {
  const [names, setNames] = useState({ firstNames: record.firstNames, surname: record.surname });
  const [practices, setPractices] = useState(() => editable(record));
  const [eligible, setEligible] = useState(record.eligible);
  const [certificate, setCertificate] = useState(() => certificateEditOf(record));
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<{ wrong: FieldProblem[]; attempt: number }>();
  const { busy, refusal, run } = useAction();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readPractices(practices);
    const wrong = [...emptyNames(names), ...(read.wrong ?? [])];
    setProblems((last) =>
      wrong.length > 0 ? { wrong, attempt: (last?.attempt ?? 0) + 1 } : undefined,
    );
    if (!read.practices || wrong.length > 0) return;
    await run(async () => {
      setSaved(false);
      await deskCall(deskPaths.registerRecord(record.personId), registerRecordSchema, {
        method: "PUT",
        body: {
          firstNames: names.firstNames.trim(),
          surname: names.surname.trim(),
          practices: read.practices,
          eligible,
          ...certificateChange(record, certificate),
        },
      });
      setSaved(true);
      onSaved();
    });
  };
  return (
    <form noValidate onSubmit={save} aria-label="Register record">
      {problems && <ErrorSummary key={problems.attempt} fields={problems.wrong} />}
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      {saved && (
        <div className="alert alert-success" role="status">
          The register record is saved.
        </div>
      )}
      <NameFields names={names} problems={problems?.wrong ?? []} onChange={setNames} />
      {practices.map((practice, i) => (
        <PracticeFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a practice has no id of its own
          key={i}
          index={i}
          practice={practice}
          dateError={problems?.wrong.find((w) => w.id === registrationDateId(i))?.label}
          onChange={(next) => setPractices((all) => all.map((p, j) => (j === i ? next : p)))}
          onRemove={
            practices.length > 1
              ? () => setPractices((all) => all.filter((_, j) => j !== i))
              : undefined
          }
        />
      ))}
      <button
        type="button"
        className="btn btn-outline-dark mb-3"
        onClick={() => setPractices((all) => [...all, newPractice()])}
      >
        Add a practice
      </button>
      <CertificateFields record={record} edit={certificate} onChange={setCertificate} />
      <LabelledCheckbox
        id="register-eligible"
        label="May be chosen as a professional peer"
        checked={eligible}
        onChange={setEligible}
      />
      <BusyButton className="btn btn-primary" busy={busy} busyText="Saving...">
        Save the register record
      </BusyButton>
    </form>
  );
}

/**
 * A practitioner's register record at /desk/register/:personId: practices, statuses,
 * certificate; below it the conditions on their practice and their history.
 */
export function RegisterScreen() {
  const { personId = "" } = useParams();
  const record = useLoad(personId, (signal) =>
    deskCall(deskPaths.registerRecord(personId), registerRecordSchema, { signal }),
  );
  const { data } = record;
  // A save of the record writes its history too (a scope added, a certificate set).
  const [saves, setSaves] = useState(0);
  return (
    <>
      <p className="mb-2">
        <Link to="/desk">Back to the queue</Link>
      </p>
      <ScreenHeading>
        Register record{data ? ` of ${data.firstNames} ${data.surname} (${data.personId})` : ""}
      </ScreenHeading>
      <LoadStatus of={record} />
      {data && (
        <RecordForm
          record={data}
          onSaved={() => {
            record.reload();
            setSaves((n) => n + 1);
          }}
        />
      )}
      {data && <RegisterHistorySection personId={data.personId} refreshKey={saves} />}
    </>
  );
}
