// A real SMTP peer for the e2e suite: the service sends its e-mails here over SMTP, and the
// peer keeps each message as an .eml file in INBOX_DIR for the specs to read.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const inbox = process.env.INBOX_DIR;
if (!port || !inbox) throw new Error("usage: INBOX_DIR=… smtp-peer.ts <port>");
mkdirSync(inbox, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      const name = `${Date.now()}-${String(received).padStart(4, "0")}-${to.replace(/[^a-z0-9@.]/gi, "_")}.eml`;
      writeFileSync(join(inbox, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
