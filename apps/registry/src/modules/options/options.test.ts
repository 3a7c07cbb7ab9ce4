import { optionListPath, optionListSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";

describe("option lists", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    ({ database, app } = await openTestService(testDatabases[0]!));
  });
  afterAll(() => closeTestService({ app, database }));

  const options = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    return optionListSchema.parse(res.json());
  };
  const context = "formToken=abc&formCode=REGISTRATION&page=scope";

  it("answers a list without dependencies, anonymously", async () => {
    const list = await options(`${optionListPath("practice-types")}?${context}`);
    expect(list).toContainEqual({ id: "oral_health_therapist", name: "Oral health therapist" });
    expect(list).toHaveLength(8);
  });

  it("answers the scopes of the practice type it depends on", async () => {
    const url = `${optionListPath("scopes-of-practice")}?${context}`;
    expect(await options(`${url}&practice_type=dental_therapist`)).toEqual([
      { id: "dental_therapy", name: "Dental therapy practice" },
      { id: "adult_care_dental_therapy", name: "Adult care in dental therapy practice" },
    ]);
    expect((await options(`${url}&practice_type=dental_specialist`)).map((o) => o.id)).toContain(
      "periodontics",
    );
  });

  it("answers an empty list while the dependency is missing, empty or unknown", async () => {
    const url = `${optionListPath("scopes-of-practice")}?${context}`;
    expect(await options(url)).toEqual([]);
    expect(await options(`${url}&practice_type=`)).toEqual([]);
    expect(await options(`${url}&practice_type=astronaut`)).toEqual([]);
    expect(await options(`${url}&practice_type=constructor`)).toEqual([]);
  });

  it("answers 404 for an unknown list", async () => {
    const res = await app.inject({ url: optionListPath("nope") });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Option list not found." });
  });
});
