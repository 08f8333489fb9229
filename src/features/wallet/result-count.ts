/** Commerce §9 x-result-count header "start-end/total" (e.g. "0-49/120", "0-0/0" when empty). */
export interface ResultCount {
  start: number;
  end: number;
  total: number;
}

const SHAPE = /^\s*(\d+)-(\d+)\/(\d+)\s*$/;

/** The parsed header, or undefined when it is missing or malformed. */
export function parseResultCount(header: string | null | undefined): ResultCount | undefined {
  const match = header ? SHAPE.exec(header) : null;
  if (!match) return undefined;
  const [start, end, total] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (end < start) return undefined;
  return { start, end, total };
}
