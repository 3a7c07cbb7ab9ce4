// Reading Prometheus' text format in tests: one sample per line, `name{label="value",…} number`.
export interface Scrape {
  text: string;
  /** The sample of `name` whose labels include `labels` (0 when there is none). */
  value(name: string, labels?: Record<string, string>): number;
  has(name: string): boolean;
  /** Every value the label `label` takes, over all samples. */
  labelValues(label: string): string[];
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function scrapeText(text: string): Scrape {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = SAMPLE.exec(line);
    if (!match || line.startsWith("#")) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
  return {
    text,
    value(name, labels = {}) {
      const found = matching(name, labels);
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
      return found[0]?.value ?? 0;
    },
    has: (name) => samples.some((s) => s.name === name),
    labelValues: (label) => samples.flatMap((s) => (label in s.labels ? [s.labels[label]!] : [])),
  };
}
