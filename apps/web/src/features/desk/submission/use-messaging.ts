import type { SubmissionView } from "@portal/contract";
import { useMemo, useState } from "react";
import {
  type DraftMessages,
  messagesToSend,
  type PageMessaging,
  placeKey,
} from "../answers/index.ts";

/**
 * The messages on answers: those of the return this round answers (shown beside the answers
 * they were about) and those being written now, when the submission may be returned.
 */
export function useMessaging(view: SubmissionView | undefined, writable: boolean) {
  const [drafts, setDrafts] = useState<DraftMessages>({});
  const earlier = useMemo(
    () =>
      new Map(
        (view?.answeredMessages ?? []).map((m) => [
          placeKey({ page: m.pageCode, field: m.fieldName, row: m.rowIndex }),
          m.message,
        ]),
      ),
    [view],
  );
  const messaging: PageMessaging = {
    earlier: (place) => earlier.get(placeKey(place)),
    slot: (place) => {
      if (!writable) return undefined;
      const key = placeKey(place);
      return {
        place,
        value: drafts[key]?.message ?? "",
        onChange: (message) => setDrafts((all) => ({ ...all, [key]: { place, message } })),
      };
    },
  };
  return { messaging, toSend: messagesToSend(drafts) };
}
