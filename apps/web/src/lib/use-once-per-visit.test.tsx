import { fireEvent, render } from "@testing-library/react";
import { StrictMode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useOncePerVisit } from "./use-once-per-visit.ts";

function Visit({ action }: { action: (count: number) => void }) {
  const [count, setCount] = useState(1);
  useOncePerVisit(() => action(count));
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe("useOncePerVisit", () => {
  it("runs once where strict mode runs effects twice, and not again on a re-render", () => {
    const action = vi.fn();
    const { getByRole } = render(
      <StrictMode>
        <Visit action={action} />
      </StrictMode>,
    );
    fireEvent.click(getByRole("button"));
    expect(getByRole("button")).toHaveTextContent("2");
    expect(action.mock.calls).toEqual([[1]]);
  });

  it("runs again on the next visit (a new mount)", () => {
    const action = vi.fn();
    render(<Visit action={action} />).unmount();
    render(<Visit action={action} />);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
