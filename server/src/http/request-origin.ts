/** The origin the client used (scheme + host + port), the base for absolute URLs in answers. */
export const requestOrigin = (url: string): string => new URL(url).origin;

/** Lower-case host name without port or IPv6 brackets, as stored in tenant_hosts. */
export const requestHostname = (url: string): string =>
  new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
