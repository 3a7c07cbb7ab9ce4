// npm run backup -- --to DIR [--url URL] (backup-command.ts does the work; this only hands it
// the process).
import { runBackupCommand } from "./backup-command.ts";

process.exitCode = await runBackupCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
