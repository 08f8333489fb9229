/**
 * The portal's query strings are plain text (clickUrls, purchase returns, session ids): values
 * stay strings, never JSON, so `?session=123` keeps its exact form in both directions.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
