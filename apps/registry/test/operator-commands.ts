// Runs an operator command (npm run audit, staff:add, backup, restore) in-process, as its
// cli.ts would, and answers its exit status with what it wrote to stdout and stderr.
import type { OperatorCommand } from "../src/operator-command.ts";

export async function runCommand(
  command: OperatorCommand,
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const status = await command(argv, {
    env,
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
  });
  return { status, out, err };
}
