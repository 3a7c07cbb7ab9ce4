import { useEffect, useRef, useState } from "react";

/**
 * What a screen's part last did, told where reading goes on: the form just used may have been
 * replaced or closed, so focus moves to this status. Counted, so that doing the same again
 * tells it again (and keys what should start afresh after each).
 */
export function useDoneStatus() {
  const [done, setDone] = useState<{ text: string; count: number }>();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const tell = (text: string) => setDone((last) => ({ text, count: (last?.count ?? 0) + 1 }));
  const shown = done && (
    <p ref={status} role="status" tabIndex={-1} className="alert alert-success">
      {done.text}
    </p>
  );
  return { tell, shown, count: done?.count ?? 0 };
}
