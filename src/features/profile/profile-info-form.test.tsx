import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSnackbar, dismissSnackbar } from '#components/snackbar/snackbar-store.ts';
import type { Problem } from '#contract/problem.ts';
import { type Profile, sessionEndpoints } from '#contract/session.ts';
import type { ApiClient } from '#lib/api-client.ts';
import { ApiError } from '#lib/api-error.ts';
import { activateLocale, i18n } from '#lib/i18n.ts';
import type { RouterContext } from '#platform/router-context.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';
import { tenant } from '#test/fixtures.ts';
import { pickAvatar } from './avatar-choice.ts';
import { ProfileInfoForm } from './profile-info-form.tsx';

const profile: Profile = {
  UUID: 'u-1',
  name: 'Lina',
  lastName: 'Haddad',
  email: 'lina@demo.example',
  userInformation: { newsletter: false },
  roles: ['user'],
};

const refusal = (status: number, problem: Partial<Problem> = {}) =>
  new ApiError({
    kind: 'http',
    status,
    endpoint: sessionEndpoints.updateProfile,
    problem: { type: 'about:blank', title: 'Refused', status, ...problem },
  });

/** The form under a router whose context carries the given API (PUT /user/profile answers). */
async function renderForm(answer: (body: unknown) => Promise<unknown>) {
  const call = vi.fn((_endpoint: unknown, options: { body?: unknown }) => answer(options.body));
  // Only PUT /user/profile is answered; other reads (the configuration) fail and fall back to defaults.
  const api = {
    call: (endpoint: unknown, options: { body?: unknown }) =>
      endpoint === sessionEndpoints.updateProfile
        ? call(endpoint, options)
        : Promise.reject(new Error('offline')),
  } as unknown as ApiClient;
  const queryClient = new QueryClient();
  const scope = { api, tenant, locale: 'en' as const };
  queryClient.setQueryData(profileQuery(scope).queryKey, profile);
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({
      component: () => <ProfileInfoForm profile={profile} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { ...scope, queryClient, origin: 'http://localhost:3000', document: { colorScheme: 'light' } },
  });
  await router.load();
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider>
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  return { call, queryClient, scope };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const submit = () => act(async () => fireEvent.submit(button('Save').form as HTMLFormElement));

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  cleanup();
  dismissSnackbar();
});

describe('profile edit form (/profile/info)', () => {
  it('Save is disabled until something changes; saving PUTs the trimmed body, updates the cache and says so', async () => {
    const { call, queryClient, scope } = await renderForm(async (body) => ({
      ...profile,
      ...(body as object),
    }));
    expect(button('Save').disabled).toBe(true);
    fireEvent.input(field(/^First name/), { target: { value: '  Leila ' } });
    expect(button('Save').disabled).toBe(false);
    await submit();
    expect(call).toHaveBeenCalledWith(sessionEndpoints.updateProfile, {
      body: {
        name: 'Leila',
        lastName: 'Haddad',
        email: 'lina@demo.example',
        userInformation: { newsletter: false },
      },
    });
    expect(currentSnackbar()?.message).toBe('Profile saved');
    expect(queryClient.getQueryData<Profile>(profileQuery(scope).queryKey)?.name).toBe('Leila');
    expect(button('Save').disabled).toBe(true);
  });

  it('409 EMAIL_TAKEN shows "already used" on the e-mail field, focused and announced', async () => {
    await renderForm(() => Promise.reject(refusal(409, { code: 'EMAIL_TAKEN' })));
    fireEvent.input(field(/^E-mail/), { target: { value: 'taken@demo.example' } });
    fireEvent.input(field(/^Current password/), { target: { value: 'my-secret-1' } });
    await submit();
    const email = field(/^E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toContain('E-mail: This e-mail is already used');
  });

  it('400 field errors land on their fields (body.userInformation.phone → Phone)', async () => {
    await renderForm(() =>
      Promise.reject(refusal(400, { errors: [{ path: 'body.userInformation.phone', message: 'bad' }] })),
    );
    fireEvent.input(field(/^Phone/), { target: { value: '+40 700 000 001' } });
    await submit();
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Phone: This value was not accepted');
  });

  it('another failure shows a translated error with retry, and nothing typed is lost', async () => {
    let fail = true;
    const { call } = await renderForm(async (body) => {
      if (fail) throw new ApiError({ kind: 'network', status: 0, endpoint: sessionEndpoints.updateProfile });
      return { ...profile, ...(body as object) };
    });
    fireEvent.input(field(/^About me/), { target: { value: 'Jazz' } });
    await submit();
    expect(screen.getByText(/could not be saved/)).toBeTruthy();
    expect(field(/^About me/).value).toBe('Jazz');
    fail = false;
    await act(async () => fireEvent.click(button('Try again')));
    expect(call).toHaveBeenCalledTimes(2);
    expect(currentSnackbar()?.message).toBe('Profile saved');
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('a changed e-mail asks for the current password before saving, and sends it along', async () => {
    const { call } = await renderForm(async (body) => {
      const { currentPassword: _, ...saved } = body as Record<string, unknown>;
      return { ...profile, ...saved };
    });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.input(field(/^E-mail/), { target: { value: 'lina.new@demo.example' } });
    const password = field(/^Current password/);
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await submit();
    expect(call).not.toHaveBeenCalled();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    fireEvent.input(password, { target: { value: 'my-secret-1' } });
    await submit();
    expect(call).toHaveBeenCalledWith(sessionEndpoints.updateProfile, {
      body: expect.objectContaining({ email: 'lina.new@demo.example', currentPassword: 'my-secret-1' }),
    });
    expect(currentSnackbar()?.message).toBe('Profile saved');
    // Saved: the new address is the saved one, so no password is asked for any more.
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('a wrong current password (403) is shown on the password field; the e-mail set back hides it', async () => {
    await renderForm(() => Promise.reject(refusal(403, { code: 'CURRENT_PASSWORD_WRONG' })));
    fireEvent.input(field(/^E-mail/), { target: { value: 'lina.new@demo.example' } });
    fireEvent.input(field(/^Current password/), { target: { value: 'guess-1' } });
    await submit();
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Current password: This password is not correct');
    fireEvent.input(field(/^E-mail/), { target: { value: 'lina@demo.example' } });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('an avatar picked in the dialog is a model update: stored, and the form has changes', async () => {
    await renderForm(async () => profile);
    expect(button('Save').disabled).toBe(true);
    act(() => pickAvatar('forest'));
    expect(button('Save').disabled).toBe(false);
    expect(button('Reset').disabled).toBe(false);
    fireEvent.click(button('Reset'));
    expect(button('Save').disabled).toBe(true);
  });
});
