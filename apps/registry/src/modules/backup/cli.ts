// npm run backup -- --to DIR [--url URL] (backup-command.ts does the work; this only hands it
// the process).
import { runAsProcess } from "../../operator-command.ts";
import { runBackupCommand } from "./backup-command.ts";

await runAsProcess(runBackupCommand);
