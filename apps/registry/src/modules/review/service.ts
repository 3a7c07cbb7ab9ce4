// The registrar's desk as services (their routes, routes.ts, are behind modules/staff's guard):
// the queue, claims, a submission read as answered, and the three decisions with their effects on
// the portal – a return reopens the form with messages on its fields, an accept updates the
// register, a decline records its reason – each told to the applicant by e-mail and on their
// dashboard, and every step of the staff recorded in the append-only staff audit.
//
// Claims: a registrar claims an awaiting submission that nobody holds (or holds it already);
// another registrar's claim is refused with who holds it. An admin may take a claim over and
// may release anyone's claim; a registrar releases only their own. Decisions are made only by
// the claimant, and only on a submission awaiting one.
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { FormCatalogue, SavedValues } from "../forms/index.ts";
import { letterMail, type Mailer } from "../mail/index.ts";
import { findPractitionerMatch } from "../search/index.ts";
import type { Clock } from "../sessions/index.ts";
import { type AcceptOutcome, applyAccept } from "./accept-effects.ts";
import { createClaims, submissionOrRefuse as findSubmissionOrRefuse, holderOf } from "./claims.ts";
import { createRegisterEdits } from "./register-edits.ts";
import { type ReturnRequest, validReturnMessages } from "./return-messages.ts";
import {
  type DecisionText,
  decisionTexts,
  MAX_NOTE_LENGTH,
  reviewRefusals,
} from "./review-texts.ts";
import { reviewKindOf } from "./reviewed-forms.ts";
import type { StaffActor } from "./staff-actor.ts";
import {
  recordStaffAction,
  type StaffAction,
  staffAuditCsv,
  staffAuditPage,
} from "./staff-audit.ts";
import type { StaffAuditFilter } from "./staff-audit-store.ts";
import {
  countByStatusAndType,
  countQueue,
  decideSubmission,
  findApplicant,
  findDecision,
  findFilesOfForm,
  findOtherSubmissions,
  findPaymentsOfForm,
  findQueuePage,
  findReturnMessages,
  findRoundAnswers,
  insertNotice,
  insertReturnMessages,
  type QueueFilter,
  type ReviewStatus,
  reopenForm,
} from "./store.ts";
import { downloadSubmissionFile } from "./submission-files.ts";
import { answeredPages } from "./submission-view.ts";

export type { StaffActor } from "./staff-actor.ts";

export interface QueueRequest extends QueueFilter {
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface ReviewDeps {
  db: Db;
  catalogue: FormCatalogue;
  clock: Clock;
  mailer: Mailer;
  /** The portal's address, for the e-mails. */
  portalUrl: string;
  /** The regulator's time zone: a decision's calendar date. */
  timeZone: string;
  /** A form changed outside the forms module (a return reopens it): forget any cached copy. */
  forgetForm?: ((token: string) => void) | undefined;
}

const MAX_PAGE_SIZE = 200;

export function createReviewService(deps: ReviewDeps) {
  const { db } = deps;

  const submissionOrRefuse = (id: number) => findSubmissionOrRefuse(db, id);

  /** The submission, awaiting a decision and claimed by `actor`; else why not. */
  async function decidable(actor: StaffActor, id: number) {
    const found = await submissionOrRefuse(id);
    const s = found.submission;
    if (s.status !== "awaiting") throw new ClientError(409, reviewRefusals.notAwaiting(s.status));
    if (s.claimedBy === null) throw new ClientError(409, reviewRefusals.notClaimed);
    if (s.claimedBy !== actor.staffId) {
      throw new ClientError(409, reviewRefusals.notYourClaim(holderOf(found)));
    }
    return found;
  }

  function definitionOf(formType: string) {
    const form = deps.catalogue.get(formType);
    if (!form) throw new Error(`no definition of the reviewed form type ${formType}`);
    return form;
  }

  function tell(applicant: { email: string; firstName: string | null }, text: DecisionText) {
    deps.mailer.enqueue(
      letterMail(
        { to: applicant.email, name: applicant.firstName ?? undefined },
        text.subject,
        text.lines,
        [deps.portalUrl],
      ),
    );
  }

  const today = () =>
    new Intl.DateTimeFormat("en-CA", { timeZone: deps.timeZone }).format(deps.clock());

  /** A decision in one transaction: the status, its own effects, the notice and the audit. */
  async function decide(
    actor: StaffActor,
    id: number,
    kind: "returned" | "accepted" | "declined",
    note: string,
    effects: (
      tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
      found: Awaited<ReturnType<typeof decidable>>,
    ) => Promise<{ text: DecisionText; after: Record<string, unknown> }>,
  ) {
    const found = await decidable(actor, id);
    const applicant = await findApplicant(db, found.submission.userId);
    if (!applicant) throw new ClientError(404, reviewRefusals.submissionNotFound);
    const at = deps.clock();
    const action: StaffAction = `submission.${kind}`;
    const text = await db.transaction(async (tx) => {
      if (!(await decideSubmission(tx, { id, staffId: actor.staffId, kind, note, at }))) {
        throw new ClientError(409, reviewRefusals.notAwaiting("decided or released meanwhile"));
      }
      const { text, after } = await effects(tx, found);
      await insertNotice(tx, applicant.id, text.notice, at);
      await recordStaffAction(tx, at, {
        staffId: actor.staffId,
        action,
        submissionId: id,
        before: { status: "awaiting", claimedBy: actor.staffId },
        after: { status: kind, note, ...after },
      });
      return text;
    });
    tell(applicant, text);
    return { submissionId: id, status: kind as ReviewStatus, at };
  }

  return {
    /** The queue, oldest first, with counts per status and form type. */
    async listQueue(request: QueueRequest) {
      const { page, pageSize, ...filter } = request;
      if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(pageSize)) {
        throw new ClientError(400, reviewRefusals.badPage);
      }
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE)
        throw new ClientError(400, reviewRefusals.badPage);
      const [items, total, counted] = [
        await findQueuePage(db, filter, (page - 1) * pageSize, pageSize),
        await countQueue(db, filter),
        await countByStatusAndType(db, filter),
      ];
      const byStatus: Record<ReviewStatus, number> = {
        awaiting: 0,
        returned: 0,
        accepted: 0,
        declined: 0,
      };
      const byFormType: Record<string, Record<ReviewStatus, number>> = {};
      for (const c of counted) {
        byStatus[c.status] += c.n;
        byFormType[c.formType] ??= { awaiting: 0, returned: 0, accepted: 0, declined: 0 };
        byFormType[c.formType]![c.status] += c.n;
      }
      return { total, page, pageSize, items, counts: { byStatus, byFormType } };
    },

    ...createClaims(deps),

    /** The submission as the applicant answered it, with the applicant and their history. */
    async readSubmission(actor: StaffActor, id: number) {
      const found = await submissionOrRefuse(id);
      const { submission: s, form } = found;
      const definition = definitionOf(s.formTypeCode);
      const previous = s.round > 1 ? await findRoundAnswers(db, s.formId, s.round - 1) : undefined;
      const applicant = await findApplicant(db, s.userId);
      const register =
        applicant?.practitionerId != null
          ? await findPractitionerMatch(db, applicant.practitionerId)
          : undefined;
      const formFiles = await findFilesOfForm(db, s.formId);
      const view = {
        submission: {
          id: s.id,
          formId: s.formId,
          formType: s.formTypeCode,
          formName: form.name,
          round: s.round,
          submittedAt: s.submittedAt,
          status: s.status,
          claimedBy: s.claimedBy,
          claimedByEmail: found.claimedByEmail,
          claimedAt: s.claimedAt,
        },
        pages: answeredPages(
          definition,
          s.answers as SavedValues,
          previous?.answers as SavedValues | undefined,
        ),
        /** Every file of the form: uploads, the form's PDF, the payment's receipt. */
        files: formFiles,
        payments: (await findPaymentsOfForm(db, s.formId)).map((p) => ({
          ...p,
          receipt: formFiles.find((f) => f.type === "invoice" && f.name.includes(p.reference)),
        })),
        decision: (await findDecision(db, s.id)) ?? null,
        returnMessages: await findReturnMessages(db, s.id),
        /** The messages of the return this round answers (round 2 on). */
        answeredMessages: previous ? await findReturnMessages(db, previous.id) : [],
        applicant: applicant
          ? {
              userId: applicant.id,
              email: applicant.email,
              firstName: applicant.firstName,
              displayName: applicant.displayName,
              register: register ?? null,
            }
          : null,
        earlierSubmissions: await findOtherSubmissions(db, s.userId, s.id),
      };
      await recordStaffAction(db, deps.clock(), {
        staffId: actor.staffId,
        action: "submission.viewed",
        submissionId: id,
      });
      return view;
    },

    /**
     * Back to the applicant with a message per field (per row in a repeating group) and a note:
     * the form is in progress again, its pages with messages answer them in state "error".
     */
    async returnForChanges(actor: StaffActor, id: number, request: ReturnRequest) {
      const found = await decidable(actor, id);
      const definition = definitionOf(found.submission.formTypeCode);
      const note = (request.note ?? "").trim();
      if (note.length > MAX_NOTE_LENGTH) {
        throw new ClientError(422, reviewRefusals.textTooLong("note", MAX_NOTE_LENGTH));
      }
      const messages = validReturnMessages(
        definition,
        found.submission.answers as SavedValues,
        request.messages ?? [],
      );
      if (note === "" && messages.length === 0) {
        throw new ClientError(422, reviewRefusals.nothingToReturn);
      }
      // The page that submits the form is saved again to resubmit it: the process page, or the
      // last page before the end pages.
      const submitPage =
        definition.pages.find((p) => p.definition.formProcessPage === true) ??
        definition.pages.findLast((p) => p.definition.formEndPage !== true);
      const done = await decide(actor, id, "returned", note, async (tx, f) => {
        await insertReturnMessages(tx, id, f.submission.formId, messages);
        await reopenForm(tx, f.submission.formId, submitPage?.code);
        return {
          text: decisionTexts.returned(f.form.name, note, messages.length, deps.portalUrl),
          after: { messages },
        };
      });
      deps.forgetForm?.(found.form.token);
      return done;
    },

    async accept(actor: StaffActor, id: number) {
      let outcome: AcceptOutcome = {};
      const done = await decide(actor, id, "accepted", "", async (tx, f) => {
        const kind = reviewKindOf(f.submission.formTypeCode);
        const applicant = await findApplicant(tx, f.submission.userId);
        if (kind) {
          outcome = await applyAccept(tx, {
            kind,
            answers: f.submission.answers as SavedValues,
            userId: f.submission.userId,
            practitionerId: applicant?.practitionerId ?? null,
            today: today(),
          });
        }
        return {
          text: decisionTexts.accepted(f.form.name, outcome.told, deps.portalUrl),
          after: { ...outcome },
        };
      });
      return { ...done, ...outcome };
    },

    async decline(actor: StaffActor, id: number, reason: string) {
      const why = (reason ?? "").trim();
      if (why === "") throw new ClientError(422, reviewRefusals.reasonRequired);
      if (why.length > MAX_NOTE_LENGTH) {
        throw new ClientError(422, reviewRefusals.textTooLong("reason", MAX_NOTE_LENGTH));
      }
      return decide(actor, id, "declined", why, async (_tx, f) => ({
        text: decisionTexts.declined(f.form.name, why, deps.portalUrl),
        after: {},
      }));
    },

    /** A file of the submission's form (never another form's), recorded in the staff audit. */
    async downloadFile(actor: StaffActor, id: number, fileId: number) {
      const { submission } = await submissionOrRefuse(id);
      return downloadSubmissionFile(db, deps.clock(), actor, submission, fileId);
    },

    /** A practitioner's register record, and a registrar's edit of it. */
    register: createRegisterEdits({ db, clock: deps.clock }),

    /** The staff audit trail, newest first (admins). */
    auditPage: (filter: StaffAuditFilter, page: { page: number; pageSize: number }) =>
      staffAuditPage(db, filter, page),
    auditCsv: (range: { from?: Date | undefined; to?: Date | undefined }) =>
      staffAuditCsv(db, range),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
