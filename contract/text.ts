import * as v from 'valibot';

/**
 * The one input rule for text and ids (issue 11, finding 4): every string and integer field of every
 * request schema goes through these, and the server applies the same predicate to input no schema sees
 * (URL paths and query strings, the hosted forms). PostgreSQL refuses NUL in text and jsonb and lone
 * surrogates in jsonb, and int4 columns end at 2^31 − 1: such input is a 400, never a 500.
 */

/** Largest value of a PostgreSQL integer (int4) column; every id field is bounded by it. */
export const INT32_MAX = 2_147_483_647;

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or unpaired surrogates';

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * True when the text has no control character (C0, DEL, C1; tab, LF and CR allowed when multiline) and
 * no half of a surrogate pair without its other half (not Unicode text at all).
 */
export function isSafeText(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(multiline && isLineBreakOrTab(code))) return false;
    if (isLow(code)) return false;
    if (isHigh(code)) {
      if (!isLow(text.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

/** isSafeText for one line (names, queries, ids, tokens). */
export const isSafeLine = (text: string): boolean => isSafeText(text);
/** isSafeText for text that may span lines (about-me texts). */
export const isSafeMultilineText = (text: string): boolean => isSafeText(text, true);

/** The check every single-line string field carries (first in its pipe, before trims and patterns). */
export const safeText = () => v.check(isSafeLine, UNSAFE_TEXT_MESSAGE);
/** The check of multi-line string fields. */
export const safeMultilineText = () => v.check(isSafeMultilineText, UNSAFE_TEXT_MESSAGE);

/** A string field: safe single-line text, optionally bounded. */
export const text = (message?: string) => v.pipe(v.string(message), safeText());

/** An id in a JSON body: a whole number 1 … 2^31 − 1 (it is looked up in an int4 column). */
export const int32Id = (message = 'must be an id') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(INT32_MAX, message));

const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** An id in a path or query string, as a number: digits without leading zeros, 1 … 2^31 − 1. */
export const int32IdText = (message = 'must be an id') =>
  v.pipe(
    v.string(message),
    safeText(),
    v.regex(ID_DIGITS, message),
    v.transform(Number),
    v.maxValue(INT32_MAX, message),
  );

/** An id in a path or query string kept as text (0 allowed: the portal's fallback device id is 1, unknown 0). */
export const int32IdDigits = (message = 'must be an id') =>
  v.pipe(
    v.string(message),
    safeText(),
    v.regex(/^\d{1,10}$/, message),
    v.check((digits) => Number(digits) <= INT32_MAX, message),
  );
