// The service a case screen talks to, in a test: the signed-in staff, the case stages, the case
// as it stands at each load, and the writes a test answers; with what was sent where.
import { type CaseDetail, casePaths, deskPaths, type StaffMe } from "@portal/contract";
import { makeCaseDetail, makeCaseItem, staffOf, stagesAnswer } from "./case-factories.ts";
import { fakeService } from "./render-app.tsx";

/** The reference of the factories' case, and where the desk shows it. */
export const CASE_REF = makeCaseItem().reference;
export const casePath = `/desk/cases/${CASE_REF}`;

/** The service's refusal of a write, with its message. */
export const refused = (message: string) => Response.json({ message }, { status: 409 });

/** `answers` add the writes, and may answer the case's load differently (they come last). */
export function caseService(
  detail: CaseDetail = makeCaseDetail(),
  answers: Parameters<typeof fakeService>[0] = {},
  role: StaffMe["role"] = "investigator",
) {
  const fetchMock = fakeService({
    // The stages as migrated, unless `answers` give the admins' own.
    ...stagesAnswer(),
    [`GET ${deskPaths.me}`]: Response.json(staffOf(role)),
    [`GET ${casePaths.case(CASE_REF)}`]: () => Response.json(detail),
    ...answers,
  });
  const loads = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === casePaths.case(CASE_REF) && init?.method === "GET",
    ).length;
  /** The body last sent to `to`. */
  const sent = (to: string) =>
    JSON.parse(String(fetchMock.mock.calls.findLast(([url]) => url === to)?.[1]?.body));
  const posted = (to: string) =>
    fetchMock.mock.calls.some(([url, init]) => url === to && init?.method === "POST");
  return { fetchMock, loads, sent, posted };
}
