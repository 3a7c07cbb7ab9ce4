// npm run audit -- [--user EMAIL] [--event NAME] [--since ISO] [--until ISO] [--limit N] [--json]
// (audit-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../operator-command.ts";
import { runAuditCommand } from "./audit-command.ts";

await runAsProcess(runAuditCommand);
