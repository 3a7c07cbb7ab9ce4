// `npm run mail`'s arguments, refused before any database is opened (its work on one is in
// outbox.test.ts), and the masked recipients it prints.
import { describe, expect, it } from "vitest";
import { expectArgumentsRefused, runCommand } from "../../../test/operator-commands.ts";
import { mailUsage, maskedAddress, runMailCommand } from "./mail-command.ts";

describe("npm run mail", () => {
  // No DATA_DIR nor DATABASE_URL: a command that got as far as the database would fail on it.
  const env = { DATA_DIR: "/nonexistent/mail-command" };

  it.each([
    [[], "say status or retry"],
    [["resend"], "say status or retry"],
    [["status", "--all-failed"], "Unknown option '--all-failed'"],
    [["retry"], "say the ID of a failed e-mail, or --all-failed"],
    [["retry", "12", "13"], "Unexpected argument '12'"],
    [["retry", "twelve"], "Unexpected argument 'twelve'"],
  ])("refuses %j: %s", async (argv, problem) => {
    expectArgumentsRefused(await runCommand(runMailCommand, argv, env), problem, mailUsage);
  });

  it("answers -h with its usage", async () => {
    expect(await runCommand(runMailCommand, ["-h"], env)).toEqual({
      status: 0,
      out: mailUsage,
      err: "",
    });
  });

  it("masks a recipient to its first letter and its domain", () => {
    expect(maskedAddress("practitioner@example.org")).toBe("p***@example.org");
    expect(maskedAddress("not an address")).toBe("***");
  });
});
