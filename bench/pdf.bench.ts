// Benchmark of the form PDF (DESIGN §5: a 20-page form with 500 fields and a 200-row repeating
// group renders to PDF in the service in ≤ 1 s). Measures the PDF build alone (pdfmake) and
// the whole POST /registry/api/v1/render on in-memory PGlite (validation, PDF on its thread,
// storing it), after one warm-up, and prints ms, PDF pages per second and the machine.
// DESIGN §5 also says no payload may cost more than a bounded share: so the largest
// payloads the endpoint accepts, with the renderer process's peak RSS while they render, and the
// answer to a 70,000-character unbroken title.
//
//   npm run bench:pdf -- [--runs 5]

import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { apiPaths, type Field, SESSION_HEADER, type Section } from "@portal/contract";
import { seedDemoData } from "../apps/registry/seed/seed.ts";
import { buildApp } from "../apps/registry/src/app.ts";
import { loadConfig } from "../apps/registry/src/config.ts";
import { formDocument } from "../apps/registry/src/modules/render/form-pdf.ts";
import { renderPdf } from "../apps/registry/src/modules/render/pdf.ts";
import { pageCount } from "../apps/registry/src/modules/render/service.ts";
import { testDatabases } from "../apps/registry/test/databases.ts";
import { largestPayloads } from "./support/largest-render-payloads.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(args.runs);
const BUDGET_MS = 1000;

/** 20 form pages of 25 fields (500) and, on the first, a repeating group of 200 rows × 5. */
function benchSections(): Section[] {
  const options = [
    { id: "employee", name: "Employee" },
    { id: "contractor", name: "Contractor" },
  ];
  return Array.from({ length: 20 }, (_, p) => {
    const fields: Field[] = Array.from({ length: 25 }, (_, f): Field => {
      const n = p * 25 + f;
      if (n % 5 === 0)
        return { fieldName: `d${n}`, label: `Date ${n}`, renderType: "date", value: "2026-03-07" };
      if (n % 5 === 1)
        return {
          fieldName: `s${n}`,
          label: `Choice ${n}`,
          renderType: "select",
          value: "contractor",
          fieldDetails: { options },
        };
      if (n % 5 === 2)
        return {
          fieldName: `t${n}`,
          label: `Notes ${n}`,
          renderType: "textarea",
          value: `A longer answer for field ${n}, `.repeat(4),
        };
      return {
        fieldName: `f${n}`,
        label: `Field number ${n}`,
        renderType: "text",
        value: `Value ${n}`,
      };
    });
    const groups: Section["fieldGroups"] = [{ groupId: `g${p}`, fields }];
    if (p === 0) {
      const column = (name: string, make: (i: number) => string): Field => ({
        fieldName: name,
        label: name,
        renderType: "text",
        value: Array.from({ length: 200 }, (_, i) => make(i)),
      });
      groups.push({
        groupId: "workplaces",
        hasMany: true,
        headerText: "Places of practice",
        fields: [
          column("Practice", (i) => `Practice ${i}`),
          column("Street", (i) => `${i} Long Street`),
          column("City", () => "Nelson"),
          column("Hours", (i) => String(i % 40)),
          column("Working as", () => "Employee"),
        ],
      });
    }
    return { title: `Page ${p + 1}`, fieldGroups: groups };
  });
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

const cpu = cpus()[0];
console.log(
  `Machine: ${cpu?.model ?? "unknown"} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
);
const sections = benchSections();
const fieldCount = sections.reduce(
  (n, s) => n + s.fieldGroups.reduce((m, g) => m + g.fields.length, 0),
  0,
);
console.log(
  `Form: ${sections.length} pages, ${fieldCount} fields (incl. a 200-row × 5 repeating group); ${runs} runs after a warm-up`,
);

// 1. The PDF build alone.
const build = () => renderPdf(formDocument({ name: "Benchmark form", code: "BENCH", sections }));
await build();
const buildMs: number[] = [];
let pages = 0;
for (let i = 0; i < runs; i++) {
  const [ms, pdf] = await time(build);
  buildMs.push(ms);
  pages = pageCount(pdf);
}

// 2. The whole render endpoint on PGlite.
const database = await testDatabases.find((d) => d.name === "pglite")!.open();
const config = loadConfig({
  NODE_ENV: "test",
  WEB_DIST: join(tmpdir(), "bench-no-portal-build"),
  DATA_DIR: mkdtempSync(join(tmpdir(), "bench-pdf-")),
  CAPTCHA: "off",
});
const app = await buildApp({ config, database, rateLimit: false });
await seedDemoData(database.db);
const login = await app.inject({
  method: "POST",
  url: apiPaths.login,
  payload: { login: "practitioner@example.org", password: "correct-horse-battery" },
});
const sessionId = login.json().odooSessionId as string;
const added = await app.inject({
  url: apiPaths.formAdd("APC"),
  headers: { [SESSION_HEADER]: sessionId },
});
const formId = added.json().form.formToken as string;
const post = async (body: Section[] = sections) => {
  const res = await app.inject({
    method: "POST",
    url: "/registry/api/v1/render",
    payload: { sections: body, fileName: "bench.pdf", formId, sessionId },
  });
  if (res.statusCode !== 200) throw new Error(`render answered ${res.statusCode}: ${res.body}`);
  return res.json() as { pages: number };
};
await post();
const endpointMs: number[] = [];
for (let i = 0; i < runs; i++) endpointMs.push((await time(post))[0]);

// 3. The largest payloads the endpoint accepts: time and the renderer's peak RSS (the PDF is
// made in a child process, bounded by its own heap limit), sampled while the service waits.
const MiB = 2 ** 20;
/** Resident bytes of this process's children (the PDF renderer), from Linux's /proc. */
const childrenRss = () => {
  let bytes = 0;
  for (const task of readdirSync("/proc/self/task")) {
    const children = readFileSync(`/proc/self/task/${task}/children`, "utf8").trim();
    for (const pid of children ? children.split(" ") : []) {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      bytes += kb ? Number(kb[1]) * 1024 : 0;
    }
  }
  return bytes;
};
const large: string[] = [];
for (const [what, body] of largestPayloads()) {
  let peak = 0;
  const sample = setInterval(() => {
    try {
      peak = Math.max(peak, childrenRss());
    } catch {
      // A renderer that ended between listing and reading.
    }
  }, 10);
  const before = childrenRss();
  const ms: number[] = [];
  let pdfPages = 0;
  for (let i = 0; i < Math.min(runs, 3); i++) {
    const [took, answer] = await time(() => post(body));
    ms.push(took);
    pdfPages = answer.pages;
  }
  clearInterval(sample);
  const { median, max } = stats(ms);
  large.push(
    `${what.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms, max ${max.toFixed(0).padStart(5)} ms, ` +
      `${pdfPages} pages, renderer peak RSS ${(peak / MiB).toFixed(0)} MiB (${((peak - before) / MiB).toFixed(0)} over its idle)`,
  );
}

// 4. The payload that once exhausted the service's heap: a 70,000-character unbroken title.
const refusedMs: number[] = [];
let refusedStatus = 0;
for (let i = 0; i < runs; i++) {
  const [took, res] = await time(() =>
    app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      payload: {
        sections: [{ title: "x".repeat(70_000), fieldGroups: [] }],
        fileName: "bench.pdf",
        formId,
        sessionId,
      },
    }),
  );
  refusedMs.push(took);
  refusedStatus = res.statusCode;
}
await app.close();
await database.close();

const report = (what: string, ms: number[]) => {
  const { median, max } = stats(ms);
  const ok = max <= BUDGET_MS;
  console.log(
    `${what.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms, max ${max.toFixed(0).padStart(5)} ms, ` +
      `${((pages / median) * 1000).toFixed(1)} PDF pages/s  ${ok ? "ok" : "OVER"} (budget ${BUDGET_MS} ms)`,
  );
  return ok;
};
console.log(`PDF: ${pages} pages`);
const ok = [
  report("PDF build (pdfmake)", buildMs),
  report("POST /render (PGlite, stored)", endpointMs),
];
console.log("Largest accepted payloads (POST /render, PGlite):");
for (const line of large) console.log(`  ${line}`);
const refused = stats(refusedMs);
console.log(
  `70,000-character unbroken title: answered ${refusedStatus} in median ${refused.median.toFixed(1)} ms, max ${refused.max.toFixed(1)} ms`,
);
if (!ok.every(Boolean)) process.exitCode = 1;
