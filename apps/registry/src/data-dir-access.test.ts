// DATA_DIR is its owner's only: restrictToOwner itself, then the real service (main.ts) in a
// child process – started on a fresh DATA_DIR, where PGlite writes its new database's files
// 0666, and again once someone has opened every file and folder in it to everybody. The
// restore's side is in modules/backup/backup-command.test.ts.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { modeCounts, modesPresent } from "../test/file-modes.ts";
import { type ServiceProcess, startServiceProcess } from "../test/service-process.ts";
import { restrictToOwner } from "./data-dir-access.ts";

const scratch = mkdtempSync(join(tmpdir(), "registry-data-dir-"));
const running: ServiceProcess[] = [];
afterAll(() => {
  for (const service of running) if (service.child.exitCode === null) service.child.kill();
  rmSync(scratch, { recursive: true, force: true });
});

/** Opens every folder (0777) and file (0666) under `dir` to everybody; answers how many. */
function openToAll(dir: string): number {
  const names = readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)));
  let opened = 0;
  for (const path of [dir, ...names]) {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    chmodSync(path, stat.isDirectory() ? 0o777 : 0o666);
    opened++;
  }
  return opened;
}

async function started(dataDir: string): Promise<ServiceProcess> {
  const service = await startServiceProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
  running.push(service);
  return service;
}

async function stop(service: ServiceProcess) {
  service.child.kill("SIGTERM");
  expect(await service.exited, service.stderr()).toBe(0);
}

const looseWarning = /DATA_DIR: (\d+) files or folders in .* were open to other local users/;

describe("restrictToOwner", () => {
  it("takes group's and others' bits off files and folders, counts them, leaves links", () => {
    const dir = join(scratch, "tree");
    mkdirSync(join(dir, "mail"), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, "mail", "a.eml"), "", { mode: 0o644 });
    writeFileSync(join(dir, "key"), "", { mode: 0o600 });
    writeFileSync(join(dir, "script"), "");
    chmodSync(join(dir, "script"), 0o775);
    chmodSync(dir, 0o777);
    symlinkSync("/etc/hostname", join(dir, "link"));
    expect(restrictToOwner(dir)).toBe(4);
    expect(modeCounts(dir)).toEqual({ d700: 2, f600: 2, f700: 1 });
    expect(lstatSync("/etc/hostname").mode & 0o777).not.toBe(0o600);
    expect(restrictToOwner(dir)).toBe(0);
    expect(restrictToOwner(join(scratch, "none"))).toBe(0);
  });
});

describe("the service's DATA_DIR", () => {
  it("is its owner's only after a start on a fresh one, and after a start on one open to all", async () => {
    const dataDir = join(scratch, "data");
    const first = await started(dataDir);
    // PGlite's new database among them, which it wrote 0666 itself.
    expect(modeCounts(dataDir).f600).toBeGreaterThan(1000);
    expect(modesPresent(dataDir)).toEqual(["d700", "f600"]);
    expect(first.log()).not.toMatch(looseWarning);
    await stop(first);

    const opened = openToAll(dataDir);
    const second = await started(dataDir);
    expect(modesPresent(dataDir)).toEqual(["d700", "f600"]);
    await expect.poll(() => second.log().match(looseWarning)?.[1]).toBe(String(opened));
    await stop(second);
  }, 90_000);
});
