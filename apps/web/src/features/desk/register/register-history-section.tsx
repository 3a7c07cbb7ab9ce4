import type { DeskCondition } from "@portal/contract";
import { useState } from "react";
import { useDoneStatus } from "../../../components/done-status.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { useToday } from "../desk-format.ts";
import { ConditionForm } from "./condition-form.tsx";
import { ConditionItem } from "./condition-item.tsx";
import { fetchRegisterHistory } from "./conditions-api.ts";
import { HistoryTable } from "./history-table.tsx";

function ConditionList({
  personId,
  conditions,
  onDone,
}: {
  personId: string;
  conditions: DeskCondition[];
  onDone(done: string): void;
}) {
  const today = useToday();
  if (conditions.length === 0) {
    return <p>There are no conditions on this practitioner's practice.</p>;
  }
  return (
    <ul className="list-unstyled" aria-labelledby="conditions-heading">
      {conditions.map((condition) => (
        <ConditionItem
          key={condition.id}
          personId={personId}
          condition={condition}
          today={today}
          onDone={onDone}
        />
      ))}
    </ul>
  );
}

/**
 * Below a register record: the conditions on the practitioner's practice (impose, vary, lift)
 * and their register history, newest first. Read again after each change here, and whenever
 * `refreshKey` changes (a save of the record above writes history too).
 */
export function RegisterHistorySection({
  personId,
  refreshKey,
}: {
  personId: string;
  refreshKey: number;
}) {
  const history = useLoad(`${personId} ${refreshKey}`, (signal) =>
    fetchRegisterHistory(personId, signal),
  );
  const { data, reload } = history;
  const done = useDoneStatus();
  // Each condition imposed clears the form for the next.
  const [imposed, setImposed] = useState(0);
  const changed = (text: string) => {
    done.tell(text);
    reload();
  };
  return (
    <>
      <section aria-labelledby="conditions-heading" className="mt-5">
        <h3 id="conditions-heading" className="h4">
          Conditions on practice
        </h3>
        {done.shown}
        <LoadStatus of={history} />
        {data && (
          <ConditionList personId={personId} conditions={data.conditions} onDone={changed} />
        )}
        <ConditionForm
          key={imposed}
          personId={personId}
          onDone={(text) => {
            setImposed((n) => n + 1);
            changed(text);
          }}
        />
      </section>
      <section aria-labelledby="history-heading" className="mt-5">
        <h3 id="history-heading" className="h4">
          History
        </h3>
        {data && <HistoryTable events={data.events} labelledBy="history-heading" />}
      </section>
    </>
  );
}
