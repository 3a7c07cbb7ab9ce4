// A form-PDF thread for tests (modules/render/render-limits.test.ts): it prints as the real one
// (modules/render/pdf-worker.ts) does, unless the first section's title tells it to misbehave
// as a runaway layout or a broken thread would, or to hold the job until the test lets it go.
import { BroadcastChannel } from "node:worker_threads";
import { type FormToPrint, printForm } from "../src/modules/render/form-pdf.ts";
import { serveJobs } from "../src/modules/render/pdf-pool.ts";

/** Where a held job says "holding", and waits for any message before it prints. */
const HOLD_CHANNEL = "misbehaving-pdf-worker";

serveJobs(
  async (form: FormToPrint) => {
    switch (form.sections[0]?.title) {
      case "spin":
        // Busy for ever, never yielding: only the pool's time limit ends it.
        for (;;);
      case "hoard": {
        // Heap without end (64 MB a step): only the thread's heap limit ends it.
        const hoard: number[][] = [];
        for (;;) hoard.push(new Array(8_000_000).fill(1.5));
      }
      case "exit":
        process.exit(3);
        break;
      case "throw":
        throw new Error("printer on fire");
      case "hold": {
        const channel = new BroadcastChannel(HOLD_CHANNEL);
        await new Promise<void>((release) => {
          channel.onmessage = () => release();
          channel.postMessage("holding");
        });
        channel.close();
      }
    }
    return printForm(form);
  },
  (pdf) => [pdf.buffer as ArrayBuffer],
);
