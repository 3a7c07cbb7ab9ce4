// A desk account opens every application and the register, so its password must do more than
// the portal's policy (length, the e-mail, a list of common passwords): it must not be easy to
// guess at all. zxcvbn-ts estimates the guesses an attacker needs (dictionaries of common
// passwords, names and words; keyboard walks like "qwertyuiopas"; dates, repeats, l33t) and
// a staff password needs a score of 3 or more: at least 10⁸ guesses, no cheap pattern. Its
// dictionaries take ~200 ms to load, so they are loaded on the first password set, not at start.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's scale 0–4; 3: "safely unguessable", more than 10⁸ guesses. */
export const STAFF_PASSWORD_MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
        translations: en.translations,
      }),
  );
  return estimator;
}

/** True when the password is too easy to guess for a staff account. */
export async function isGuessableStaffPassword(password: string, email: string): Promise<boolean> {
  const zxcvbn = await loadEstimator();
  const [localPart = ""] = email.toLowerCase().split("@");
  return (
    zxcvbn.check(password, [email, localPart, "desk", "registrar"]).score < STAFF_PASSWORD_MIN_SCORE
  );
}
