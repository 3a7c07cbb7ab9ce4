import * as portalContract from "@portal/contract";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { hygienists } from "../test/cycle-factories.ts";
import { makeAuthResponse, makeConfig, makeTile } from "../test/factories.ts";

// The portal's build and tests resolve `zod` to zod-on-mini.ts (portal-aliases.ts). These
// tests prove that the contract the portal runs is built on zod/mini, and that it accepts,
// refuses and fills in (defaults, transforms) exactly what the same contract built on
// classic zod does: the service's view of every payload.

type Contract = typeof portalContract;
interface AnySchema {
  safeParse(data: unknown): { success: boolean; data?: unknown };
}

/** The contract evaluated again, this time on classic zod (as the service runs it). */
async function classicContract(): Promise<Contract> {
  vi.resetModules();
  vi.doMock("zod", () => vi.importActual("zod/v4"));
  const contract = await import("@portal/contract");
  vi.doUnmock("zod");
  return contract;
}

function schemasOf(contract: Contract): Record<string, AnySchema> {
  return Object.fromEntries(
    Object.entries(contract).filter(
      ([name, value]) =>
        name.endsWith("Schema") &&
        typeof (value as Partial<AnySchema> | null)?.safeParse === "function",
    ),
  ) as Record<string, AnySchema>;
}

const field = {
  fieldName: "registration_number",
  label: "Registration number",
  renderType: "text",
  required: true,
  value: "RN-1",
  state: ["error", ""],
  maxUploads: 3,
  fieldDetails: { options: [{ id: 1, name: "Yes" }], dependsOn: ["a"] },
  hideExpression: [{ fieldName: "a", value: false }],
};
const page = {
  code: "invoice",
  sections: [{ title: "Fees", fieldGroups: [{ groupId: "g", fields: [field], minRows: 0 }] }],
  payment: { amount: 1150, transactionId: "1234", nextPage: "complete", nextPageError: "invoice" },
};
const formResponse = {
  form: {
    code: "APC",
    formToken: "t",
    name: "APC",
    pageCodes: [{ code: "invoice", name: "Payment", pageState: "enabled" }],
  },
  page,
  message: "Page saved.",
};
const tile = makeTile("apc", {
  formTypes: [
    {
      id: "APC",
      name: "APC",
      canAdd: true,
      forms: [{ formId: "t", name: "APC", writeDate: 1, canEdit: true, canDelete: false }],
      completedForms: [],
    },
  ],
  subTiles: [makeTile("sub")],
});

/** Payloads of the portal's calls and state, valid and a little broken. */
const samples: unknown[] = [
  makeAuthResponse({ tiles: [tile] }),
  { ...makeAuthResponse(), formType: "APC", formToken: "t" },
  { ...makeAuthResponse(), odooSessionId: 42 },
  makeConfig(),
  {},
  { title: "X", timeout: -1 },
  { timeout: 2.5 },
  { content: { tiles: { apc: { name: "A" } }, extra: [1] }, captcha: { provider: "altcha" } },
  { captcha: { provider: "nope" } },
  formResponse,
  { ...formResponse, page: { ...page, payment: { ...page.payment, amount: -1 } } },
  {
    ...formResponse,
    page: { ...page, sections: [{ fieldGroups: [{ groupId: "", fields: [] }] }] },
  },
  {
    ...formResponse,
    page: {
      ...page,
      sections: [{ fieldGroups: [{ groupId: "g", fields: [{ ...field, maxUploads: 0 }] }] }],
    },
  },
  {
    ...formResponse,
    page: {
      ...page,
      sections: [{ fieldGroups: [{ groupId: "g", fields: [{ ...field, renderType: "nope" }] }] }],
    },
  },
  { fieldName: "f", hasManyGroup: "g", rowIndex: 2, isDeleted: false },
  { fieldName: "f", rowIndex: -1 },
  [
    { id: 1, name: "Yes" },
    { id: "x", name: "No" },
  ],
  [{ id: null, name: "Yes" }],
  { message: "Saved" },
  { message: 1 },
  { limit: "20", start: "0", EligibleOnly: "1", Surname: "x".repeat(201) },
  { limit: "0" },
  { limit: "7", Volunteer: 0, Name: "Aroha" },
  { totalItems: 1, matches: [] },
  { details: null, sessionId: null, lastUpdated: null },
  { details: { email: "a@example.org" }, sessionId: "s", lastUpdated: 1 },
  { id: 1, message: "m", messageType: "info", renderedUrl: "/", dismissAfterMs: 0 },
  // A recertification cycle: its categories a partial record, some left out, one unknown.
  { ...hygienists, categoryHours: {} },
  hygienists,
  { ...hygienists, categoryHours: { clinical: 20, other: 4 } },
  { ...hygienists, categoryHours: { clinical: 2.5 } },
  { items: [hygienists, { ...hygienists, years: 6 }] },
  "text",
  null,
  [],
];

describe("the contract on zod/mini (the portal's zod)", () => {
  it("is zod/mini: the portal does not ship classic zod", async () => {
    const classic = await classicContract();
    expect("superRefine" in portalContract.authResponseSchema).toBe(false);
    expect("superRefine" in classic.authResponseSchema).toBe(true);
  });

  it("accepts, refuses and fills in exactly what classic zod does, for every schema", async () => {
    const classic = schemasOf(await classicContract());
    const portal = schemasOf(portalContract);
    expect(Object.keys(portal).sort()).toEqual(Object.keys(classic).sort());
    expect(Object.keys(portal).length).toBeGreaterThan(30);
    const compare = (value: unknown) => {
      for (const [name, schema] of Object.entries(portal)) {
        const mine = schema.safeParse(value);
        const theirs = classic[name]!.safeParse(value);
        expect({ name, success: mine.success, data: mine.data }).toEqual({
          name,
          success: theirs.success,
          data: theirs.data,
        });
      }
    };
    for (const sample of samples) compare(sample);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        compare(value);
      }),
      { numRuns: 200 },
    );
  });
});
