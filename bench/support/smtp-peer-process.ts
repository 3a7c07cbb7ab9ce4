// A real SMTP peer (e2e/support/smtp-peer.ts) in a process of its own, for a benchmark whose
// service sends e-mail: each message kept as a file in its inbox, named for its recipient.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { freePort, HOST } from "../../apps/registry/test/service-process.ts";

export /** Answers once the peer listens; `stop` ends it and removes its inbox. */
async function startSmtpPeer() {
  const inbox = mkdtempSync(join(tmpdir(), "bench-national-inbox-"));
  const port = await freePort();
  const peer = spawn(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      join(import.meta.dirname, "../../e2e/support/smtp-peer.ts"),
      String(port),
    ],
    { env: { ...process.env, INBOX_DIR: inbox }, stdio: "inherit" },
  );
  await listening(port);
  return {
    url: `smtp://${HOST}:${port}`,
    inbox,
    async stop() {
      peer.kill("SIGTERM");
      await once(peer, "exit");
      rmSync(inbox, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts connections on `port`. */
async function listening(port: number) {
  for (;;) {
    const socket = connect(port, HOST);
    // events.once rejects on "error": the refusal is the answer "not yet", not a failure.
    const open = await once(socket, "connect").then(
      () => true,
      () => false,
    );
    socket.destroy();
    if (open) return;
    await setTimeout(50);
  }
}
