// The query clipping rule, apart from the schemas: the search page's URL parameter needs only this.

/** Longer queries are clipped to this many characters (nobody types more; it bounds the work). */
export const SEARCH_MAX_QUERY = 100;

/** Clips by code points, so a clipped query never ends in half a surrogate pair. */
export const clipQuery = (text: string): string => Array.from(text).slice(0, SEARCH_MAX_QUERY).join('');
