import {
  type Cycle,
  cpdCategories,
  cycleFormTexts,
  cycleListSchema,
  cyclePaths,
  cycleRefusals,
  cycleSchema,
  professionNames,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { DateInput } from "../../../components/date-input.tsx";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { FormFrame } from "../form-frame.tsx";
import { ListedItemScreen } from "../listed-item.tsx";
import { useBackSaved } from "../saved-status.tsx";
import { useBoxes } from "../use-boxes.tsx";
import { cycleBoxes, cycleBoxId, cycleTexts, readCycle, typedEndsOn } from "./cycle-form-read.ts";

const LIST = "/desk/recertification";
const FIGURE = {
  inputMode: "numeric",
  autoComplete: "off",
  className: "col-sm-6 col-lg-4",
} as const;

/**
 * The cycle's figures as boxes, with its last day worked out as they are typed; checked here
 * first, then sent to be added or changed. What the service refuses (an overlap, an ended
 * cycle) shows in the same summary.
 */
function CycleForm({ cycle }: { cycle: Cycle | undefined }) {
  const { texts, control, check, summary } = useBoxes(
    cycleBoxes,
    () => cycleTexts(cycle),
    cycleBoxId,
  );
  const [planRequired, setPlanRequired] = useState(cycle?.planRequired ?? false);
  const { busy, refusal, run } = useAction();
  const backSaved = useBackSaved(LIST);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(readCycle(texts, planRequired));
    if (!body) return;
    await run(async () => {
      const saved = await deskCall(
        cycle ? cyclePaths.cycle(cycle.id) : cyclePaths.cycles,
        cycleSchema,
        { method: cycle ? "PUT" : "POST", body },
      );
      backSaved(cycleFormTexts.saved(saved));
    });
  };
  const endsOn = typedEndsOn(texts);
  return (
    <FormFrame
      title={cycle ? cycleFormTexts.title(cycle) : cycleFormTexts.newTitle}
      level="h4"
      onSubmit={save}
      summary={summary}
      refusal={refusal}
      busy={busy}
      submit={{ text: cycle ? "Save the changes" : "Add the cycle" }}
    >
      <LabelledInput {...control("profession")} as="select" className="col-md-6">
        <option value="">{cycleFormTexts.choose}</option>
        {professionNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </LabelledInput>
      <div className="w-100 mt-0" />
      <DateInput {...control("startsOn")} className={FIGURE.className} />
      <LabelledInput {...control("years")} {...FIGURE} hint={cycleFormTexts.yearsHint} />
      <output htmlFor={`${cycleBoxId("startsOn")} ${cycleBoxId("years")}`} className="col-12">
        {endsOn ? cycleFormTexts.endsOn(endsOn) : cycleFormTexts.endsOnUnknown}
      </output>
      <LabelledInput {...control("totalHours")} {...FIGURE} />
      <fieldset className="col-12" aria-describedby="cycle-categories-hint">
        <legend className="h6">{cycleFormTexts.categories}</legend>
        <p id="cycle-categories-hint" className="form-text mt-0">
          {cycleFormTexts.categoriesHint}
        </p>
        <div className="row g-3 align-items-end">
          {cpdCategories.map((category) => (
            <LabelledInput
              key={category}
              {...control(category)}
              {...FIGURE}
              className="col-sm-6 col-lg"
            />
          ))}
        </div>
      </fieldset>
      <div className="col-12">
        <LabelledCheckbox
          id="cycle-planRequired"
          label={cycleFormTexts.planRequired}
          checked={planRequired}
          onChange={setPlanRequired}
        />
      </div>
      <LabelledInput {...control("peerContacts")} {...FIGURE} />
    </FormFrame>
  );
}

/** /desk/recertification/new (a new cycle) and /desk/recertification/:cycleId/edit (admins). */
export function CycleFormScreen() {
  const { cycleId } = useParams();
  return (
    <ListedItemScreen
      itemKey={cycleId}
      listed={{
        path: cyclePaths.cycles,
        schema: cycleListSchema,
        matches: (cycle) => String(cycle.id) === cycleId,
        notFound: cycleRefusals.notFound,
      }}
      back={{ to: LIST, text: "Back to the recertification cycles" }}
      heading={() =>
        cycleId === undefined ? "Add a recertification cycle" : "Change a recertification cycle"
      }
      form={(cycle) => <CycleForm cycle={cycle} />}
    />
  );
}
