import { plural } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, CATALOGUES, type CatalogueLoader, i18n } from './i18n.ts';

const catalogue =
  (messages: Record<string, string>): CatalogueLoader =>
  () =>
    Promise.resolve({
      messages: Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, [text]])),
    });

afterEach(() => vi.restoreAllMocks());

describe('locale activation (shell §4 language)', () => {
  it('loads the real catalogue of the locale, activates it and sets <html lang dir>', async () => {
    await expect(activateLocale('ar')).resolves.toBe(true);
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await activateLocale('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('in ar, numbers Lingui formats (plural #, i18n.number) use Arabic-Indic digits; elsewhere Latin', async () => {
    const tickets = (total: number) => plural(total, { one: '# ticket', other: '# tickets' });
    await activateLocale('ar');
    expect(tickets(3)).toContain('٣');
    expect(i18n.number(1234)).toBe('١٬٢٣٤');
    await activateLocale('fr');
    expect(tickets(3)).toContain('3');
    expect(i18n.number(12)).toBe('12');
  });

  it('does nothing when the target locale is already active', async () => {
    await activateLocale('de');
    const fr = vi.fn(catalogue({}));
    await expect(activateLocale('de', undefined, { ...CATALOGUES, de: fr })).resolves.toBe(true);
    expect(fr).not.toHaveBeenCalled();
  });

  it('lays the tenant texts over the catalogue, shown verbatim', async () => {
    await activateLocale('es', { 'tenant.tagline': 'Todo {gratis} aquí' });
    expect(i18n._('tenant.tagline')).toBe('Todo {gratis} aquí');
  });

  it('every compiled catalogue holds every message of the English one, so no page loads English beside its own', async () => {
    const load = (code: string) => {
      const loader = CATALOGUES[code];
      if (!loader) throw new Error(`no catalogue for ${code}`);
      return loader().then((module) => module.messages);
    };
    const english = Object.keys(await load('en'));
    expect(english.length).toBeGreaterThan(100);
    for (const code of Object.keys(CATALOGUES).filter((code) => code !== 'en')) {
      const messages = await load(code);
      expect(
        english.filter((id) => !(id in messages)),
        code,
      ).toEqual([]);
    }
  });

  it('loads only the target catalogue: an id it lacks shows the id, never another language', async () => {
    const en = vi.fn(catalogue({ a: 'A in English', b: 'B in English' }));
    await activateLocale('ro', undefined, { en, ro: catalogue({ a: 'A în română' }) });
    expect(i18n._('a')).toBe('A în română');
    expect(en).not.toHaveBeenCalled();
  });

  it('warns "Could not find messages for locale code" and keeps the locale when there is no catalogue', async () => {
    await activateLocale('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(activateLocale('fa')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not find messages for locale code'));
    expect(i18n.locale).toBe('en');
  });

  it('logs a failed catalogue load and skips that locale', async () => {
    await activateLocale('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { en: catalogue({}), de: () => Promise.reject(new Error('chunk failed')) };
    await expect(activateLocale('de', undefined, failing)).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    expect(i18n.locale).toBe('en');
  });

  it('the latest switch wins when an earlier one is still loading', async () => {
    await activateLocale('en');
    let finishSlow: () => void = () => undefined;
    const slow: CatalogueLoader = () =>
      new Promise((resolve) => (finishSlow = () => resolve({ messages: {} })));
    const loaders = { ...CATALOGUES, de: slow };
    const first = activateLocale('de', undefined, loaders);
    await activateLocale('fr', undefined, loaders);
    finishSlow();
    await expect(first).resolves.toBe(false);
    expect(i18n.locale).toBe('fr');
  });
});
