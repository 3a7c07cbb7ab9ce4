// npm run staff:add -- --email EMAIL --role registrar|admin|investigator [--reset]
// (admin/add-command.ts does the work; this only hands it the process).
import { runAsProcess } from "../../operator-command.ts";
import { runStaffAddCommand } from "./admin/add-command.ts";

await runAsProcess(runStaffAddCommand);
