// The service of a benchmark runs in a child process of the benchmark itself (this same file,
// started with `--server …`), so the load generator never shares its event loop. Messages go
// both ways over IPC; `next(kind)` waits for the child's next message of that kind.
import { type ChildProcess, fork } from "node:child_process";

export function forkServiceProcess<ToParent extends { kind: string }>(args: string[]) {
  const child: ChildProcess = fork(process.argv[1]!, args, {
    execArgv: [...process.execArgv],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <K extends ToParent["kind"]>(kind: K) =>
    new Promise<Extract<ToParent, { kind: K }>>((resolve, reject) => {
      // Both listeners go once either fires: a bench waits for dozens of messages in a run.
      const onMessage = (message: ToParent) => {
        if (message.kind !== kind) return;
        child.off("message", onMessage).off("exit", onExit);
        resolve(message as Extract<ToParent, { kind: K }>);
      };
      const onExit = (code: number | null) => {
        child.off("message", onMessage);
        reject(new Error(`service process exited (${code})`));
      };
      child.on("message", onMessage).once("exit", onExit);
    });
  return { child, next };
}
