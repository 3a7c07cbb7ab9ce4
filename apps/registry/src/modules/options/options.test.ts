import { optionListPath, optionListSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { useTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";

describe("option lists", () => {
  const service = useTestService(testDatabases[0]!);

  const options = async (url: string) => {
    const res = await service.app.inject({ url });
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
    const res = await service.app.inject({ url: optionListPath("nope") });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Option list not found." });
  });
});
