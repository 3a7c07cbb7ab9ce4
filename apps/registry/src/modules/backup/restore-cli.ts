// npm run restore -- --from DIR (restore-command.ts does the work; this only hands it the
// process).
import { runRestoreCommand } from "./restore-command.ts";

process.exitCode = await runRestoreCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
