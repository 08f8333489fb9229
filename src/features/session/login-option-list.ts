import type { Configuration } from '#contract/configuration.ts';

/** The login ways the portal has a flow for: the hosted e-mail login and the partner's mobile confirmation. */
export const LOGIN_FLOWS = ['email', 'mobile'] as const;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

export interface LoginOption {
  id: LoginFlow;
  /** The tenant's own label (configuration.loginOptions), in the page language. */
  title: string;
}

const isFlow = (id: string): id is LoginFlow => (LOGIN_FLOWS as readonly string[]).includes(id);

/**
 * Shell §3 login options: the configured ones the portal can carry out, in the configured order, each
 * once. A configuration naming none of them still leaves the e-mail login, so nobody is locked out.
 */
export function loginOptionList(
  configured: Configuration['loginOptions'],
  emailTitle: string,
): LoginOption[] {
  const seen = new Set<LoginFlow>();
  const options: LoginOption[] = [];
  for (const { id, title } of configured) {
    if (!isFlow(id) || seen.has(id) || !title.trim()) continue;
    seen.add(id);
    options.push({ id, title });
  }
  return options.length > 0 ? options : [{ id: 'email', title: emailTitle }];
}
