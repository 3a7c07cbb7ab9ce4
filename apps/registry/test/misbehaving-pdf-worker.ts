// A form-PDF process for tests (modules/render/render-limits.test.ts): it prints as the real one
// (modules/render/pdf-worker.ts) does, unless the first section's title tells it to misbehave
// as a runaway layout or a broken renderer would, to hold the job until the test lets it go, or
// to print the heap limit it was given.
import { connect } from "node:net";
import { getHeapStatistics } from "node:v8";
import { type FormToPrint, printForm } from "../src/modules/render/form-pdf.ts";
import { serveJobs } from "../src/modules/render/pdf-pool.ts";

/** A held job's title: `hold:` and a Unix socket; connecting says "holding", a byte releases. */
const HOLD = "hold:";

serveJobs(async (form: FormToPrint) => {
  const title = form.sections[0]?.title ?? "";
  switch (title) {
    case "spin":
      // Busy for ever, never yielding: only the pool's time limit ends it.
      for (;;);
    case "hoard": {
      // Heap without end, in a tight loop: only the process's heap limit ends it.
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(1.5));
    }
    case "heap":
      // Prints the heap limit it was given, in MiB, as its title.
      return printForm({
        ...form,
        sections: [
          { title: `heap ${getHeapStatistics().heap_size_limit / 2 ** 20} MiB`, fieldGroups: [] },
        ],
      });
    case "exit":
      process.exit(3);
      break;
    case "throw":
      throw new Error("printer on fire");
  }
  if (title.startsWith(HOLD)) {
    await new Promise<void>((release) => {
      const socket = connect(title.slice(HOLD.length));
      socket.once("data", () => {
        socket.destroy();
        release();
      });
    });
  }
  return printForm(form);
});
