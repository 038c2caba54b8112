/** One line of Prometheus's text format: `name{label="value",...} 12`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape; comment lines (# HELP, # TYPE) are left out. */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const [, name = '', labels = '', value = ''] = SAMPLE.exec(line) ?? [];
    if (!name) return [];
    return [
      {
        name,
        labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, k, v]) => [k, v])),
        value: Number(value),
      },
    ];
  });
}

/** The samples named so whose labels include all of `labels`. */
export function samplesOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample matching, 0 when there is none yet (a counter not yet incremented). */
export function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string>): number {
  const found = samplesOf(samples, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
