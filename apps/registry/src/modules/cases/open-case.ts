// A concern becomes a case: the raiser's submitted form gets a reference (C-2026-000123) and a
// case at the desk's first stage, in the transaction that completes the form, so no concern is
// ever submitted without its case.
import {
  type ConcernSource,
  calendarDateAt,
  concernReference,
  RECEIVED_STAGE,
} from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { insertCase, nextReferenceNumber } from "./intake-store.ts";
import { insertCaseEvent } from "./timeline-store.ts";

export interface ConcernReceived {
  formId: number;
  receivedAt: Date;
  source: ConcernSource;
  /** The practitioner on the register it is about, when the raiser found them. */
  practitionerId: number | null;
}

/** Opens the case; answers its reference. `timeZone` decides the year a late-night concern is in. */
export async function openCase(
  tx: Tx,
  concern: ConcernReceived,
  timeZone: string,
): Promise<string> {
  const year = Number(calendarDateAt(concern.receivedAt, timeZone).slice(0, 4));
  const reference = concernReference(year, await nextReferenceNumber(tx, year));
  const caseId = await insertCase(tx, { ...concern, reference, stage: RECEIVED_STAGE });
  await insertCaseEvent(tx, {
    caseId,
    at: concern.receivedAt,
    staffId: null,
    kind: "received",
    text: "Concern received",
  });
  return reference;
}
