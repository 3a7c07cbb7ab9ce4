import type { FormState } from "@portal/contract";
import { ProgressBar } from "../../../components/progress-bar.tsx";

export type RenderState = Pick<
  FormState,
  "isRendering" | "isSavingRender" | "renderPages" | "renderCurrentPage"
>;

/**
 * SPEC §2: while a process page renders its PDF, 'Saving form...' with '(Rendering page
 * n/total)' or '(Sending to server)', over a labelled progress bar (the sending step counts
 * as the last step). Shown by render-progress.tsx.
 */
export function RenderProgressView({ state }: { state: RenderState }) {
  const total = state.renderPages + 1;
  const done = state.isSavingRender ? state.renderPages : Math.max(0, state.renderCurrentPage - 1);
  const step = state.isSavingRender
    ? "(Sending to server)"
    : `(Rendering page ${state.renderCurrentPage}/${state.renderPages})`;
  return (
    <div className="render-progress alert alert-info" role="status">
      <p className="mb-2" id="render-progress-label">
        Saving form... {step}
      </p>
      <ProgressBar
        done={done}
        total={total}
        valueText={`Saving form ${step}`}
        label={{ labelledBy: "render-progress-label" }}
      />
    </div>
  );
}
