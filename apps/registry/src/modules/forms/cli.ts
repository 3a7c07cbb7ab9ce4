// npm run forms -- check [--dir DIR] | status
// (definitions/forms-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../operator-command.ts";
import { runFormsCommand } from "./definitions/forms-command.ts";

await runAsProcess(runFormsCommand);
