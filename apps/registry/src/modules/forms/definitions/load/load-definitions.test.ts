// Forms as code: the shipped definitions load, every form type of the tile catalogue has one,
// and the demo's in-progress forms hold values their pages accept.
import {
  CPD_ACTIVITY_FORM_TYPE,
  cpdCategories,
  cpdCategoryNames,
  PEER_RELATIONSHIP_FORM_TYPE,
  peerMeetingFrequencies,
} from "@portal/contract";
import { validatePage } from "@portal/forms";
import { describe, expect, it } from "vitest";
import { demoUsers } from "../../../../../seed/demo-users.ts";
import { type CatalogueTile, practitionerTiles } from "../../../../../seed/tile-catalogue.ts";
import { loadConfig } from "../../../../config.ts";
import { pageCodesOf } from "../../pages/page-states.ts";
import { defaultFormsDir, loadFormDefinitions } from "./load-definitions.ts";

describe("the shipped form definitions", () => {
  const catalogue = loadFormDefinitions(defaultFormsDir);

  it("give every practitioner tile's form type one (the volunteer search is a search screen)", () => {
    const codes = (tiles: CatalogueTile[]): string[] =>
      tiles.flatMap((t) => [...t.formTypes.map((f) => f.code), ...codes(t.subTiles ?? [])]);
    const wanted = codes(practitionerTiles).filter((code) => code !== "RECERT-VOLUNTEER-SEARCH");
    expect(wanted.sort()).toEqual(
      [
        "ANNUAL-DECLARATION",
        "APC",
        "CPD-ACTIVITY",
        "MENTORING-RELATIONSHIP",
        "OTHER-RELATIONSHIP",
        "PEER-CONFIRMATION",
        "PEER-RELATIONSHIP",
      ].sort(),
    );
    for (const code of [...wanted, "REGISTRATION"]) expect(catalogue.has(code)).toBe(true);
    expect(loadConfig({}).portal.registrationFormType).toBe("REGISTRATION");
  });

  it("offer a CPD activity's categories as the contract names them, which the count reads", () => {
    const fields = catalogue.get(CPD_ACTIVITY_FORM_TYPE)?.pagesByCode.get("activity")?.plainFields;
    expect(fields?.get("category")?.fieldDetails?.options).toEqual(
      cpdCategories.map((id) => ({ id, name: cpdCategoryNames[id] })),
    );
  });

  it("offer a peer relationship's meeting frequencies as the contract names them to the peer", () => {
    const page = catalogue.get(PEER_RELATIONSHIP_FORM_TYPE)?.pagesByCode.get("relationship");
    expect(page?.plainFields.get("meeting_frequency")?.fieldDetails?.options).toEqual(
      Object.entries(peerMeetingFrequencies).map(([id, name]) => ({ id, name })),
    );
    // Where the peers' list finds the peer (modules/recertification/peer-relationships.ts).
    expect(
      catalogue
        .get(PEER_RELATIONSHIP_FORM_TYPE)
        ?.pagesByCode.get("peer")
        ?.plainFields.has("peer_person_id"),
    ).toBe(true);
  });

  it("seed in-progress forms with values valid for their pages", () => {
    const forms = demoUsers.flatMap((u) => u.forms).filter((f) => f.state === "in_progress");
    expect(forms.filter((f) => f.values).length).toBeGreaterThanOrEqual(5);
    for (const demo of forms) {
      const form = catalogue.get(demo.formType)!;
      const values = demo.values ?? {};
      for (const [code, pageValues] of Object.entries(values)) {
        const page = form.pagesByCode.get(code)!;
        expect(page, `${demo.name}: page ${code}`).toBeDefined();
        const names = new Set([...page.plainFields.keys(), ...page.repeatingGroups.keys()]);
        expect(
          Object.keys(pageValues).filter((k) => !names.has(k)),
          demo.name,
        ).toEqual([]);
        expect(validatePage(page, pageValues as never), `${demo.name}: ${code}`).toEqual({});
      }
      // Their saved pages are done in order, so the next one is open.
      const states = pageCodesOf(form, values as never, false);
      expect(states.filter((p) => p.pageDone).length).toBe(Object.keys(values).length);
    }
  });
});
