import type { LocaleCode } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { isApiError } from '#lib/api-error.ts';

/**
 * The partner's mobile-network login (header enrichment): the login return with a partner token, or no address
 * when the network could not identify the line (Wi-Fi, another operator): the caller offers the other options.
 */
export async function networkLogin(
  api: ApiClient,
  body: { url: string; locale: LocaleCode },
): Promise<{ redirectionUrl?: string }> {
  try {
    return await api.call(sessionEndpoints.partnerNetworkLogin, {
      body,
    });
  } catch (error) {
    if (isApiError(error) && error.problem?.code === 'LINE_NOT_IDENTIFIED') return {};
    throw error;
  }
}

/** The Network Information API, where the browser has it: only a hint (it may be missing, or say Wi-Fi wrongly). */
export function seemsOnWifi(): boolean {
  const connection = (navigator as Navigator & { connection?: { type?: string } }).connection;
  return connection?.type === 'wifi';
}
