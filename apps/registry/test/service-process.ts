// The real service (src/main.ts) in a child process, for the tests of what only a process
// shows: its signals, its start beside another instance, what a production start writes.
// Ready once /readyz answers 200.
import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { apiPaths, authResponseSchema } from "@portal/contract";
import { DEMO_PASSWORD } from "../seed/demo-data.ts";

/** Where test and benchmark services listen: loopback only. */
export const HOST = "127.0.0.1";

/** A port nothing listens on now (the OS's pick, released for the child to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServiceProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
  /** What it logged (stdout), also passed on to the test's stdout under SERVICE_LOG. */
  log(): string;
}

/** `env.PORT`, when given, is the port to listen on (a restart where clients know the address). */
export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", join(import.meta.dirname, "../src/main.ts")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        CAPTCHA: "off",
        LOG_LEVEL: process.env.SERVICE_LOG ? "info" : "warn",
        NODE_ENV: "test",
        PUBLIC_URL: base,
        RATE_LIMIT_SCALE: "100",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    if (process.env.SERVICE_LOG) process.stdout.write(chunk);
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the service stopped: ${stderr}`);
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return { base, child, exited, stderr: () => stderr, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the service was not ready within 30 s: ${stderr}`);
}

/** The demo practitioner's sign-in posted over HTTP (a captcha's token when it asks for one). */
export function postDemoSignIn(base: string, recaptchaToken = ""): Promise<Response> {
  return fetch(`${base}${apiPaths.login}`, {
    method: "POST",
    body: new URLSearchParams({
      login: "practitioner@example.org",
      password: DEMO_PASSWORD,
      recaptchaToken,
    }),
  });
}

/** The demo practitioner signed in over HTTP: the session id. */
export async function signInOver(base: string): Promise<string> {
  const res = await postDemoSignIn(base);
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return authResponseSchema.parse(await res.json()).odooSessionId;
}
