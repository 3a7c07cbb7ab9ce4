// npm run staff:add -- --email EMAIL --role registrar|admin [--reset]
// (add-command.ts does the work; this only hands it the process).
import { runStaffAddCommand } from "./add-command.ts";

process.exitCode = await runStaffAddCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
