import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface ErrorTexts {
  heading: MessageDescriptor;
  description: MessageDescriptor;
}

/** The error screen's status: an HTTP status, or 'offline' when no answer arrived. */
export type ErrorStatus = number | 'offline';

export const NOT_FOUND_TEXTS: ErrorTexts = {
  heading: msg`Page not found`,
  description: msg`The page you are looking for does not exist or has moved.`,
};

/** Commerce §5: a details link to content above the active parental age group. */
export const PARENTAL_LOCKED_TEXTS: ErrorTexts = {
  heading: msg`Restricted by parental control`,
  description: msg`This content is rated above the age set in parental control. Enter the passcode to open it.`,
};

const DEFAULT_TEXTS: ErrorTexts = {
  heading: msg`Something went wrong`,
  description: msg`We could not load this page. Please try again in a moment.`,
};

/** Shell §2: heading and description chosen by code, falling back to the default error texts. */
const BY_STATUS: Readonly<Record<string, ErrorTexts>> = {
  400: { heading: msg`Bad request`, description: msg`The address or the request is not valid.` },
  401: { heading: msg`Sign-in required`, description: msg`Please sign in to see this page.` },
  403: { heading: msg`Access denied`, description: msg`You do not have permission to see this page.` },
  404: NOT_FOUND_TEXTS,
  408: {
    heading: msg`Request timed out`,
    description: msg`The server took too long to answer. Please try again.`,
  },
  429: { heading: msg`Too many requests`, description: msg`Please wait a moment before trying again.` },
  500: {
    heading: msg`Server error`,
    description: msg`Something went wrong on our side. Please try again later.`,
  },
  502: {
    heading: msg`Bad gateway`,
    description: msg`A service we rely on did not answer correctly. Please try again.`,
  },
  503: {
    heading: msg`Service unavailable`,
    description: msg`The service is temporarily unavailable. Please try again later.`,
  },
  504: {
    heading: msg`Gateway timeout`,
    description: msg`A service we rely on took too long to answer. Please try again.`,
  },
  offline: {
    heading: msg`You are offline`,
    description: msg`This page was not opened on this device while online, so it cannot be shown offline. Your downloads and your library still work.`,
  },
};

export const errorTexts = (status: ErrorStatus): ErrorTexts =>
  Object.hasOwn(BY_STATUS, String(status)) ? (BY_STATUS[String(status)] ?? DEFAULT_TEXTS) : DEFAULT_TEXTS;
