import { describe, expect, it } from 'vitest';
import { loginOptionList } from './login-option-list.ts';

describe('login options from configuration.loginOptions (shell §3)', () => {
  it('offers the configured options in their order, with the tenant’s titles', () => {
    expect(
      loginOptionList(
        [
          { id: 'mobile', title: 'Numéro de mobile' },
          { id: 'email', title: 'E-mail' },
        ],
        'fallback',
      ),
    ).toEqual([
      { id: 'mobile', title: 'Numéro de mobile' },
      { id: 'email', title: 'E-mail' },
    ]);
  });

  it('skips options the portal has no flow for, repeats and empty titles', () => {
    expect(
      loginOptionList(
        [
          { id: 'facebook', title: 'Facebook' },
          { id: 'email', title: 'E-mail' },
          { id: 'email', title: 'Again' },
          { id: 'mobile', title: '  ' },
        ],
        'fallback',
      ),
    ).toEqual([{ id: 'email', title: 'E-mail' }]);
  });

  it('keeps the e-mail login when the configuration lists none the portal can carry out', () => {
    expect(loginOptionList([], 'Log in with e-mail')).toEqual([{ id: 'email', title: 'Log in with e-mail' }]);
    expect(loginOptionList([{ id: 'sso', title: 'SSO' }], 'Log in with e-mail')).toEqual([
      { id: 'email', title: 'Log in with e-mail' },
    ]);
  });
});
