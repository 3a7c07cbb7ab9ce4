import type { FieldMessageBody } from "@portal/contract";

/** Where a message goes: a page's field, and its row in a repeating group. */
export interface AnswerPlace {
  page: string;
  field: string;
  row: number | null;
}

export const placeKey = ({ page, field, row }: AnswerPlace) => `${page}|${field}|${row ?? ""}`;

/** A control's id for an answer's message box (ids may not hold every character of a key). */
export const messageBoxId = (place: AnswerPlace) =>
  `message-${placeKey(place).replace(/[^A-Za-z0-9_-]/g, "_")}`;

/** The messages being written, by place; empty ones are not sent. */
export type DraftMessages = Record<string, { place: AnswerPlace; message: string }>;

export function messagesToSend(drafts: DraftMessages): FieldMessageBody[] {
  return Object.values(drafts)
    .filter((d) => d.message.trim() !== "")
    .map(({ place, message }) => ({
      page: place.page,
      field: place.field,
      row: place.row,
      message: message.trim(),
    }));
}
