// The professional peer relationships as the peers' screen and the desk read them: each completed
// PEER-RELATIONSHIP form, read by field name, with the peer's decision on it. A decision counts
// only for the Person ID it was given for: a form reopened and completed naming someone else is
// undecided again.

import { createHash } from "node:crypto";
import {
  calendarDateAt,
  PEER_RELATIONSHIP_FORM_TYPE,
  peerMeetingFrequencies,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { answerOf, answerText, findCompletedFormsNaming } from "../forms/index.ts";
import { type ConfirmationRow, findConfirmations } from "./peer-requests-store.ts";

/** Where the relationship form names its peer. */
const PEER_FIELD = { pageCode: "peer", fieldName: "peer_person_id" } as const;

export interface PeerRelationship {
  formId: number;
  /** The id the peer knows it by: unguessable, and saying nothing of the form. */
  requestId: string;
  ownerId: number | null;
  peerPersonId: string;
  /** The peer's name as the naming practitioner gave it: the register's may differ. */
  peerName: string;
  startDate: string;
  meetingFrequency: string;
  /** The day the form was completed, on the regulator's calendar. */
  namedOn: string;
  confirmation: ConfirmationRow | undefined;
}

/** The peer's id of the relationship: derived from the form's token, which it cannot give back. */
const requestIdOf = (token: string) =>
  createHash("sha256").update(`peer-request:${token}`).digest("base64url").slice(0, 22);

/** The relationships naming `peerPersonId`, or every one; the oldest first. */
export async function findRelationships(
  ex: Executor,
  timeZone: string,
  peerPersonId?: string,
): Promise<PeerRelationship[]> {
  const completed = await findCompletedFormsNaming(
    ex,
    PEER_RELATIONSHIP_FORM_TYPE,
    peerPersonId === undefined ? PEER_FIELD : { ...PEER_FIELD, answer: peerPersonId },
  );
  const confirmations = await findConfirmations(
    ex,
    completed.map((form) => form.formId),
  );
  return completed.map((form) => {
    const text = (fieldName: string) => answerText(answerOf(form.values, fieldName));
    const named = text(PEER_FIELD.fieldName);
    const frequency = text("meeting_frequency");
    const confirmation = confirmations.get(form.formId);
    return {
      formId: form.formId,
      requestId: requestIdOf(form.token),
      ownerId: form.ownerId,
      peerPersonId: named,
      peerName: text("peer_peer_name"),
      startDate: text("peer_relationship_start_date"),
      meetingFrequency: peerMeetingFrequencies[frequency] ?? frequency,
      namedOn: calendarDateAt(form.completedAt, timeZone),
      confirmation: confirmation?.peerPersonId === named ? confirmation : undefined,
    };
  });
}
