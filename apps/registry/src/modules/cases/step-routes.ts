// The steps of working a case over the desk API: triage, a stage move, a note, a task and its
// done, a letter, the outcome. Each takes the contract's body, is refused unless the caller holds
// the case's claim (409), and answers the case as it stands after it (caseStepResponseSchema).
import {
  caseLetterBodySchema,
  caseNoteBodySchema,
  caseOutcomeBodySchema,
  caseParamsSchema,
  caseStageMoveSchema,
  caseStepResponseSchema,
  caseTaskBodySchema,
  caseTaskParamsSchema,
  caseTriageSchema,
  messageResponseSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { deskRoute, idOf, onTheWire, refusals } from "../../http/desk-wire.ts";
import { actorOf, casePattern } from "./routes.ts";
import type { CaseActor, CaseService } from "./service.ts";

const answers = {
  200: caseStepResponseSchema,
  ...refusals,
  409: messageResponseSchema,
  422: messageResponseSchema,
};

export function registerCaseStepRoutes(root: FastifyInstance, cases: CaseService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireStaff("cases");

  /** A step with a body of `body`'s schema, handed to `act`. */
  const stepRoute = <B extends z.ZodType>(
    rest: string,
    doc: { summary: string; description?: string },
    body: B,
    act: (actor: CaseActor, reference: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    app.post(
      casePattern(rest),
      {
        onRequest: staff,
        schema: { ...deskRoute, ...doc, params: caseParamsSchema, body, response: answers },
      },
      async (request) =>
        onTheWire(
          caseStepResponseSchema,
          await act(actorOf(request), request.params.reference, request.body as z.output<B>),
        ),
    );

  stepRoute(
    "/triage",
    {
      summary: "Triage a case: its category and risk, and a join to another open case",
      description:
        "Joined, the concern is closed as linked and worked on the other case. 422 for a " +
        "reference of no open case, or of this one.",
    },
    caseTriageSchema,
    cases.triage,
  );
  stepRoute(
    "/stage",
    { summary: "Move a case to another stage, with a note (never to closed: an outcome closes)" },
    caseStageMoveSchema,
    cases.moveStage,
  );
  stepRoute(
    "/notes",
    { summary: "A note on the case's timeline, released to the practitioner if so marked" },
    caseNoteBodySchema,
    cases.addNote,
  );
  stepRoute(
    "/tasks",
    { summary: "A task with a due day: its claimant (else the admins) is e-mailed when it is due" },
    caseTaskBodySchema,
    cases.addTask,
  );
  stepRoute(
    "/letters",
    {
      summary: "A letter from a template to the raiser or the practitioner, through the outbox",
      description:
        "A letter to the practitioner names the raiser only when they agreed to it. 422 when " +
        "the practitioner has no e-mail address on record.",
    },
    caseLetterBodySchema,
    cases.sendLetter,
  );
  stepRoute(
    "/outcome",
    {
      summary: "Close a case with its outcome, which changes the register where it says so",
      description:
        "Conditions are imposed and a suspension made as the register's desk makes them, in " +
        "the same transaction; the practitioner is told by letter. 422 for a register change " +
        "without a practitioner on the register or without its terms.",
    },
    caseOutcomeBodySchema,
    cases.recordOutcome,
  );

  app.post(
    casePattern("/tasks/:taskId/done"),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Mark a task of the case done",
        params: caseTaskParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const { reference, taskId } = request.params;
      return onTheWire(
        caseStepResponseSchema,
        await cases.taskDone(actorOf(request), reference, idOf(taskId)),
      );
    },
  );
}
