// npm run restore -- --from DIR (restore-command.ts does the work; this only hands it the
// process).
import { runAsProcess } from "../../operator-command.ts";
import { runRestoreCommand } from "./restore-command.ts";

await runAsProcess(runRestoreCommand);
