/** Purchase-return parameters (shell/commerce §2) an earlier return may have left in the address. */
const RETURN_PARAMS = [
  'status',
  'error',
  'type',
  'subTypeId',
  'articleId',
  'purchaseType',
  'purchaseID',
  'msg',
  'i18Message',
  'mpay_error',
];

/** Where the card checkout of a one-time purchase comes back to: this page, without old return parameters. */
export function purchaseReturnUrl(here: string): string {
  const url = new URL(here);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}
