import {
  type AuditBody,
  auditFormTexts,
  auditPaths,
  auditRefusals,
  auditSummarySchema,
  DEFAULT_EVIDENCE_DAYS,
  MAX_EVIDENCE_DAYS,
  MIN_EVIDENCE_DAYS,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { useNavigate } from "react-router";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { deskCall } from "../desk-api.ts";
import { useToday } from "../desk-format.ts";
import { FormFrame } from "../form-frame.tsx";
import { type Box, readBoxes } from "../read-boxes.ts";
import { useBoxesForm } from "../use-boxes.tsx";
import { figureOf } from "./cycle-form-read.ts";

type DrawBox = keyof AuditBody;
type DrawErrors = Partial<Record<DrawBox, string>>;

const { labels, hints, required } = auditFormTexts;

const boxes: Record<DrawBox, Box> = {
  onDay: { label: labels.onDay, day: true, missing: required.onDay },
  ratePercent: { label: labels.ratePercent, missing: required.ratePercent },
  evidenceDays: { label: labels.evidenceDays, missing: required.evidenceDays },
  seed: { label: labels.seed },
};
const boxId = (name: DrawBox) => `audit-draw-${name}`;
const FIGURE = {
  inputMode: "numeric",
  autoComplete: "off",
  className: "col-md-6 col-lg-4",
} as const;

/** A share the service takes: above 0, at most 100, with no more than one decimal place. */
const isRate = (text: string, rate: number) =>
  /^\d+(\.\d)?$/.test(text.trim()) && rate > 0 && rate <= 100;

/** The draw the boxes say, or what is wrong with each wrong box, in the service's words. */
export function readDraw(
  texts: Record<DrawBox, string>,
): { body: AuditBody } | { errors: DrawErrors } {
  const read = readBoxes(boxes, texts);
  if (read.errors) return { errors: read.errors };
  const ratePercent = figureOf(texts.ratePercent);
  const evidenceDays = figureOf(texts.evidenceDays);
  const errors: DrawErrors = {};
  if (!isRate(texts.ratePercent, ratePercent)) errors.ratePercent = required.ratePercent;
  if (
    !Number.isInteger(evidenceDays) ||
    evidenceDays < MIN_EVIDENCE_DAYS ||
    evidenceDays > MAX_EVIDENCE_DAYS
  ) {
    errors.evidenceDays = auditRefusals.evidenceDays;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const { onDay, seed } = read.values;
  return { body: { onDay, ratePercent, evidenceDays, ...(seed ? { seed } : {}) } };
}

/**
 * An admin's draw of a new audit, opened in place on the audits' list: the day whose cycles it
 * covers (today unless said), the share to draw and the days the evidence is given. Once drawn,
 * the audit's own screen opens, to check the draw before the notices go.
 */
export function AuditDrawForm({ onCancel }: { onCancel(): void }) {
  const today = useToday();
  const navigate = useNavigate();
  const { control, frame } = useBoxesForm(
    boxes,
    () => ({
      onDay: toDisplayDate(today),
      ratePercent: "",
      evidenceDays: `${DEFAULT_EVIDENCE_DAYS}`,
      seed: "",
    }),
    boxId,
    readDraw,
    async (body) => {
      const { id } = await deskCall(auditPaths.audits, auditSummarySchema.pick({ id: true }), {
        method: "POST",
        body,
      });
      navigate(`/desk/recertification/audits/${id}`, { state: { saved: auditFormTexts.drawn } });
    },
  );
  return (
    <div className="card mb-4">
      <div className="card-body">
        <FormFrame
          title="Draw a sample"
          level="h3"
          opened
          {...frame}
          submit={{ text: "Draw the sample", busyText: "Drawing..." }}
          onCancel={onCancel}
        >
          <DateInput {...control("onDay")} className="col-md-6 col-lg-4" />
          <LabelledInput
            {...control("ratePercent")}
            {...FIGURE}
            inputMode="decimal"
            hint={hints.ratePercent}
          />
          <LabelledInput {...control("evidenceDays")} {...FIGURE} hint={hints.evidenceDays} />
          <LabelledInput
            {...control("seed")}
            hint={hints.seed}
            autoComplete="off"
            spellCheck={false}
            className="col-12 col-lg-8"
          />
        </FormFrame>
      </div>
    </div>
  );
}
