import { describe, expect, it } from "vitest";
import { emptyFormState, formSlice } from "./form-slice.ts";

describe("render states", () => {
  it("go start, page, submit, complete, and back to rest on a failure", () => {
    const { reducer: reduce, actions } = formSlice;
    let state = reduce(emptyFormState, actions.renderStarted(3));
    expect(state).toMatchObject({
      isRendering: true,
      isSavingRender: false,
      hasRendered: false,
      renderPages: 3,
      renderCurrentPage: 0,
    });
    state = reduce(state, actions.renderPageStarted(2));
    expect(state.renderCurrentPage).toBe(2);
    state = reduce(state, actions.renderSubmitStarted());
    expect(state).toMatchObject({ isRendering: false, isSavingRender: true });
    state = reduce(state, actions.renderCompleted());
    expect(state).toMatchObject({ isRendering: false, isSavingRender: false, hasRendered: true });
    expect(
      reduce(reduce(emptyFormState, actions.renderStarted(2)), actions.renderFailed()),
    ).toEqual(emptyFormState);
  });
});
