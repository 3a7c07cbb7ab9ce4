// No render payload, however shaped, may stop the service. Over-limit parts are
// refused at once with a message (422); long unbroken text within the limits prints; the PDF
// is made in a bounded process, so one that spins, hoards memory or dies is answered with a
// message while the service keeps answering, and the next render gets a fresh process; one
// session has one render under way, and a full queue answers 503. On both databases.
import { mkdtempSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiPaths, type RenderPayload, type Section } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader, signIn } from "../../../test/form-pages.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { sampleSections } from "../../../test/render-sections.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { createFormPdfPool, type FormPdfPool } from "./form-pdf-pool.ts";

const PASSWORD = "correct-horse-battery";
const practitioner = { email: "practitioner@example.org", password: PASSWORD };
/** The PDF's text with the zero-width spaces that break long words taken out. */
const unbrokenPdfText = (bytes: Buffer) => pdfText(bytes).replaceAll("\u200B", "");
/** One section whose title tells the test process how to misbehave (misbehaving-pdf-worker.ts). */
const misbehave = (title: string): Section[] => [{ title, fieldGroups: [] }];
// Long enough for a real render on a busy machine, short enough for the test that waits it out.
const TIMEOUT_MS = 5_000;
const HEAP_MB = 128;

describe.each(testDatabases)("render limits on $name", (testDb) => {
  let database: Database;
  let app: App;
  let pool: FormPdfPool;
  let token: string;
  let sessions: string[];

  beforeAll(async () => {
    pool = createFormPdfPool(
      { processes: 1, queue: 1, timeoutMs: TIMEOUT_MS, heapMb: HEAP_MB },
      new URL("../../../test/misbehaving-pdf-worker.ts", import.meta.url),
    );
    ({ database, app } = await openTestService(testDb, { pdfPool: pool }));
    await seedDemoData(database.db);
    // Sessions of one person: the per-session limit is the session's, not the person's.
    sessions = [];
    for (let i = 0; i < 4; i++) sessions.push(await signIn(app, practitioner));
    const added = await app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(sessions[0]!),
    });
    token = added.json().form.formToken;
  });
  afterAll(() => closeTestService({ app, database }));

  const payload = (sections: Section[], session = 0): RenderPayload => ({
    sections,
    fileName: "x.pdf",
    formId: token,
    sessionId: sessions[session]!,
  });
  const render = (body: RenderPayload) =>
    app.inject({ method: "POST", url: "/registry/api/v1/render", payload: body });
  const storedPdf = async (fileId: number) => {
    const [file] = await database.db
      .select({ bytes: schema.files.bytes })
      .from(schema.files)
      .where(eq(schema.files.id, fileId));
    return file!.bytes;
  };

  it("refuses a 70,000-character unbroken title or label at once, with a message", async () => {
    const run = "x".repeat(70_000);
    const title = await render(payload([{ title: run, fieldGroups: [] }]));
    expect(title.statusCode).toBe(422);
    expect(title.json()).toEqual({
      message:
        "The form is too large to render: a section title may have at most 1,000 characters.",
    });
    const sections = sampleSections();
    sections[0]!.fieldGroups[0]!.fields[0]!.label = run;
    const label = await render(payload(sections));
    expect(label.statusCode).toBe(422);
    expect(label.json().message).toBe(
      "The form is too large to render: a field label may have at most 1,000 characters.",
    );
    // Refused before a process saw it.
    expect(pool.running + pool.waiting).toBe(0);
  });

  it("refuses every part over its limit with the limit's message", async () => {
    const field = { fieldName: "f", label: "F", renderType: "text" as const, value: "x" };
    const cases: Array<[Section[], RegExp]> = [
      [[{ subTitle: "s".repeat(1_001), fieldGroups: [] }], /section subtitle may have at most/],
      [
        [{ fieldGroups: [{ groupId: "g", headerText: "h".repeat(1_001), fields: [] }] }],
        /group heading may have at most/,
      ],
      [
        [{ fieldGroups: [{ groupId: "g", fields: [{ ...field, value: "v".repeat(50_001) }] }] }],
        /a value may have at most 50,000 characters/,
      ],
      [
        [
          {
            fieldGroups: [
              {
                groupId: "g",
                hasMany: true,
                fields: [{ ...field, value: Array.from({ length: 1_001 }, () => ["row"]) }],
              },
            ],
          },
        ],
        /a field may have at most 1,000 rows, options or chosen items/,
      ],
      [
        [
          {
            fieldGroups: [
              {
                groupId: "g",
                fields: [
                  {
                    ...field,
                    renderType: "select",
                    fieldDetails: { options: [{ id: 1, name: "o".repeat(1_001) }] },
                  },
                ],
              },
            ],
          },
        ],
        /option name may have at most/,
      ],
      [Array.from({ length: 501 }, () => ({ fieldGroups: [] })), /at most 500 sections/],
      [
        // Within every group's limit, over the payload's.
        Array.from({ length: 3 }, () => ({
          fieldGroups: [{ groupId: "g", fields: Array(700).fill(field) }],
        })),
        /at most 2000 fields/,
      ],
    ];
    for (const [sections, message] of cases) {
      const res = await render(payload(sections));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(message);
    }
  });

  it("prints a long unbroken run within the limits, every character of it", async () => {
    const value = "0123456789".repeat(5_000); // 50,000 characters, no break opportunity
    const title = "T".repeat(1_000);
    const sections: Section[] = [
      {
        title,
        fieldGroups: [
          { groupId: "g", fields: [{ fieldName: "f", label: "Long", renderType: "text", value }] },
        ],
      },
    ];
    const res = await render(payload(sections));
    expect(res.statusCode, res.body).toBe(200);
    // The run spans pages: their footers come between its lines.
    const text = unbrokenPdfText(await storedPdf(res.json().fileId))
      .replace(/Page \d+ of \d+/g, "")
      .replace(/\s+/g, "");
    expect(text.includes(value), "the whole run, in order").toBe(true);
    expect(text.includes(title), "the whole title").toBe(true);
  });

  it("keeps answering while a PDF process spins, then refuses it with a message, and the next render works", async () => {
    let settled = false;
    const spinning = render(payload(misbehave("spin"))).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(pool.running).toBe(1));
    // The service is free (the PDF is made in another process): another request is answered.
    const other = await app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(sessions[1]!),
    });
    expect(other.statusCode).toBe(200);
    expect(settled).toBe(false);

    const res = await spinning;
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The form is too large to render: its PDF took longer than the 5 seconds a PDF may take.",
    );
    const next = await render(payload(sampleSections()));
    expect(next.statusCode, next.body).toBe(200);
    expect(unbrokenPdfText(await storedPdf(next.json().fileId))).toContain("RN-48213");
  });

  it("refuses a PDF that needs more memory than its process's heap, and the service stays up and bounded", async () => {
    const before = process.resourceUsage().maxRSS * 1024;
    const res = await render(payload(misbehave("hoard")));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The form is too large to render: its PDF needed more memory than a PDF may have.",
    );
    // The renderer allocated without end in its own process, which its heap limit ended.
    const grown = process.resourceUsage().maxRSS * 1024 - before;
    expect(grown).toBeLessThan(4 * HEAP_MB * 1024 * 1024);
    expect((await render(payload(sampleSections()))).statusCode).toBe(200);
  });

  it("gives each PDF process the heap limit of the pool", async () => {
    // The bound above is this process's: the renderer's own is its heap limit, HEAP_MB of old
    // generation plus V8's young one (192 MiB on Node 24); without it, gigabytes.
    const res = await render(payload(misbehave("heap")));
    expect(res.statusCode, res.body).toBe(200);
    const mib = Number(/heap ([\d.]+) MiB/.exec(pdfText(await storedPdf(res.json().fileId)))?.[1]);
    expect(mib).toBeGreaterThanOrEqual(HEAP_MB);
    expect(mib).toBeLessThan(4 * HEAP_MB);
  });

  it("answers a renderer that dies or throws with a message, and the next render works", async () => {
    for (const how of ["exit", "throw"]) {
      const res = await render(payload(misbehave(how)));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "The PDF could not be made. Please try again." });
      const next = await render(payload(sampleSections()));
      expect(next.statusCode, next.body).toBe(200);
    }
  });

  it("has one render per session under way, queues a few, and refuses more with 503", async () => {
    // The held job connects to this socket once it is under way, and waits for a byte.
    const socketPath = join(mkdtempSync(join(tmpdir(), "render-hold-")), "hold.sock");
    let connected: (socket: Socket) => void = () => {};
    const holding = new Promise<Socket>((resolve) => {
      connected = resolve;
    });
    const server = createServer((socket) => connected(socket));
    await new Promise<void>((listening) => server.listen(socketPath, listening));
    try {
      const held = render(payload(misbehave(`hold:${socketPath}`), 0));
      const holder = await holding;

      const again = await render(payload(sampleSections(), 0));
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe(
        "A PDF is already being made for this session: wait for it to finish, then try again.",
      );
      // Another session's render waits for the process (the queue holds one) …
      const queued = render(payload(sampleSections(), 1));
      await vi.waitFor(() => expect(pool.waiting).toBe(1));
      // … and a third session's finds the queue full.
      const full = await render(payload(sampleSections(), 2));
      expect(full.statusCode).toBe(503);
      expect(full.headers["retry-after"]).toBe("10");
      expect(full.json().message).toBe(
        "The service is making many PDFs just now: please try again in a moment.",
      );

      holder.write("release");
      expect((await held).statusCode).toBe(200);
      expect((await queued).statusCode).toBe(200);
      // The session's render is over: it may render again.
      expect((await render(payload(sampleSections(), 0))).statusCode).toBe(200);
    } finally {
      server.close();
    }
  });
});
