// npm run audit -- [--user EMAIL] [--event NAME] [--since ISO] [--until ISO] [--limit N] [--json]
// (audit-command.ts does the work; this only hands it the process).
import { runAuditCommand } from "./audit-command.ts";

process.exitCode = await runAuditCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
