import { addressSearchPath, addressSuggestionListSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { useTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { ADDRESS_SUGGESTIONS_MAX } from "./routes.ts";

describe("address search", () => {
  const service = useTestService(testDatabases[0]!);

  const search = async (q: string) => {
    const res = await service.app.inject({ url: addressSearchPath, query: { q } });
    expect(res.statusCode).toBe(200);
    return addressSuggestionListSchema.parse(res.json());
  };

  it("finds addresses whose words begin with every word typed, ignoring case and macrons", async () => {
    expect(await search("12 kowhai")).toEqual([
      {
        id: expect.any(String),
        label: "12 Kōwhai Street, Ponsonby, Auckland 1011",
        line1: "12 Kōwhai Street",
        suburb: "Ponsonby",
        city: "Auckland",
        postcode: "1011",
      },
    ]);
    expect((await search("HINEMOA rot")).map((a) => a.city)).toEqual(["Rotorua"]);
    expect((await search("level 2 worcester"))[0]).toMatchObject({ line2: "Level 2" });
  });

  it("answers nothing for nothing typed or no match, and at most a page of suggestions", async () => {
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    expect(await search("Atlantis")).toEqual([]);
    expect((await search("street")).length).toBe(ADDRESS_SUGGESTIONS_MAX);
  });
});
