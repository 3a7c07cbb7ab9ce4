// npm run forms -- check [--dir DIR] | status
// (versions/forms-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../operator-command.ts";
import { runFormsCommand } from "./versions/forms-command.ts";

await runAsProcess(runFormsCommand);
