// npm run mail -- status | retry ID | retry --all-failed
// (mail-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../operator-command.ts";
import { runMailCommand } from "./mail-command.ts";

await runAsProcess(runMailCommand);
