import {
  type CertificateEdit,
  certificateEditStatuses,
  type RegisterRecord,
} from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";

/** What the form starts from: the certificate shown today, or an empty period to set one. */
export function certificateEditOf(record: RegisterRecord): CertificateEdit {
  const shown = record.certificate;
  return {
    period: shown?.period ?? "",
    // Not begun yet is in force for its period all the same.
    status: shown?.status === "Expired" ? "Expired" : "Current",
  };
}

/**
 * The practising certificate of a register record: where the one shown stands today, and the
 * period and standing a registrar sets for its practising year (the year its period starts).
 */
export function CertificateFields({
  record,
  edit,
  onChange,
}: {
  record: RegisterRecord;
  edit: CertificateEdit;
  onChange(edit: CertificateEdit): void;
}) {
  const shown = record.certificate;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-2">Practising certificate</legend>
      <p id="certificate-today">
        {shown
          ? `Today: ${shown.status}, ${shown.period} (${shown.year}).`
          : "Today: no practising certificate."}
      </p>
      <div className="row g-3">
        <LabelledInput
          id="certificate-period"
          className="col-md-8"
          label="Certificate period (DD/MM/YYYY - DD/MM/YYYY)"
          hint="Sets the certificate of the practising year this period starts in."
          value={edit.period}
          onChange={(period) => onChange({ ...edit, period })}
        />
        <LabelledInput
          id="certificate-status"
          className="col-md-4"
          as="select"
          label="In force"
          value={edit.status}
          onChange={(status) => onChange({ ...edit, status: status as CertificateEdit["status"] })}
        >
          {certificateEditStatuses.map((status) => (
            <option key={status} value={status}>
              {status === "Current" ? "Current for its period" : "Ended (expired)"}
            </option>
          ))}
        </LabelledInput>
      </div>
    </fieldset>
  );
}
