// The command-line options of the benchmarks that load the service over HTTP with autocannon
// from a service process of their own (support/service-process.ts).

export const loadRunOptions = ({ connections }: { connections: string }) =>
  ({
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: connections },
    /** The databases measured, one run each. */
    db: { type: "string", multiple: true },
    // Set on the service process, which is the benchmark started again by itself.
    server: { type: "boolean", default: false },
  }) as const;
