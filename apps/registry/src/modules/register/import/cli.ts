// npm run register -- import FILE.csv [--dry-run] | export [FILE.csv]
// (register-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../../operator-command.ts";
import { runRegisterCommand } from "./register-command.ts";

await runAsProcess(runRegisterCommand);
