import type { CaseItem } from "@portal/contract";

/**
 * Who a case is about: the practitioner on the register, or "Not known" with the name the
 * raiser gave when the concern could not be matched to one.
 */
export function PractitionerName({
  item,
}: {
  item: Pick<CaseItem, "practitioner" | "practitionerNamed">;
}) {
  if (item.practitioner) {
    return (
      <>
        {item.practitioner.name}
        <div className="small text-body-secondary">
          Registration {item.practitioner.registrationNumber}
        </div>
      </>
    );
  }
  return (
    <>
      Not known
      {item.practitionerNamed && (
        <div className="small text-body-secondary">Named as {item.practitionerNamed}</div>
      )}
    </>
  );
}
