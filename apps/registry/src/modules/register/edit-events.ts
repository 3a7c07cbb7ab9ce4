// The history events a registrar's edit of a record makes: a change of name, the scopes added
// and removed, each change of a scope's registration status (suspended, cancelled, restored),
// and the certificate set. Read from the record before and after, so the history says what the
// edit did.
import { publicEventKinds, type RegisterEventKind, type RegisterRecord } from "@portal/contract";
import type { NewRegisterEvent } from "./history-store.ts";

type Event = { kind: RegisterEventKind; detail: Record<string, unknown> };

/** The status a scope moved to, as the history names it; undefined for no such change. */
function statusEvent(from: string, to: string): RegisterEventKind | undefined {
  if (from === to) return undefined;
  if (to === "Suspended") return "suspended";
  if (to === "Cancelled") return "cancelled";
  if (to === "Registered" && (from === "Suspended" || from === "Cancelled")) return "restored";
  return undefined;
}

function scopeEvents(before: RegisterRecord, after: RegisterRecord): Event[] {
  const was = new Map(before.practices.map((p) => [p.practice, p.status]));
  const is = new Map(after.practices.map((p) => [p.practice, p.status]));
  const events: Event[] = [];
  for (const [scope, status] of is) {
    const earlier = was.get(scope);
    if (earlier === undefined) events.push({ kind: "scope_added", detail: { scope, status } });
    const kind = statusEvent(earlier ?? "Registered", status);
    if (kind) events.push({ kind, detail: { scope, from: earlier ?? "", to: status } });
  }
  for (const scope of was.keys()) {
    if (!is.has(scope)) events.push({ kind: "scope_removed", detail: { scope } });
  }
  return events;
}

function nameEvents(before: RegisterRecord, after: RegisterRecord): Event[] {
  const from = `${before.firstNames} ${before.surname}`;
  const to = `${after.firstNames} ${after.surname}`;
  return from === to ? [] : [{ kind: "name_changed", detail: { from, to } }];
}

function certificateEvents(
  before: RegisterRecord,
  after: RegisterRecord,
  set: { year: string; period: string; status: string } | undefined,
): Event[] {
  if (!set) return [];
  const shownBefore = before.certificate;
  const unchanged =
    shownBefore?.year === set.year &&
    shownBefore.period === set.period &&
    (shownBefore.status === "Expired") === (set.status === "Expired") &&
    after.certificate?.status === shownBefore.status;
  if (unchanged) return [];
  const kind = set.status === "Expired" ? "certificate_ended" : "certificate_issued";
  return [{ kind, detail: { year: set.year, period: set.period } }];
}

/** The events of one edit, recorded by `staffId` on `today`. */
export function editEvents(
  change: { before: RegisterRecord; after: RegisterRecord },
  certificate: { year: string; period: string; status: string } | undefined,
  recorded: { practitionerId: number; staffId: number; today: string; at: Date },
): NewRegisterEvent[] {
  const events = [
    ...nameEvents(change.before, change.after),
    ...scopeEvents(change.before, change.after),
    ...certificateEvents(change.before, change.after, certificate),
  ];
  return events.map(({ kind, detail }) => ({
    practitionerId: recorded.practitionerId,
    kind,
    effectiveOn: recorded.today,
    recordedAt: recorded.at,
    staffId: recorded.staffId,
    public: publicEventKinds.includes(kind),
    detail,
  }));
}
