/**
 * The boot-failure screen renders when no Lingui catalogue could load, so its three texts are
 * bundled here for every portal locale (lingui.config.ts) instead of coming from the catalogues.
 */
const TEXTS = {
  en: ['The portal could not start', 'Check your internet connection and try again.', 'Try again'],
  ar: ['تعذّر تشغيل البوابة', 'تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.', 'إعادة المحاولة'],
  fr: ['Le portail n’a pas pu démarrer', 'Vérifiez votre connexion Internet et réessayez.', 'Réessayer'],
  de: [
    'Das Portal konnte nicht starten',
    'Prüfe deine Internetverbindung und versuche es erneut.',
    'Erneut versuchen',
  ],
  es: [
    'No se pudo iniciar el portal',
    'Comprueba tu conexión a internet e inténtalo de nuevo.',
    'Reintentar',
  ],
  ro: [
    'Portalul nu a putut porni',
    'Verifică-ți conexiunea la internet și încearcă din nou.',
    'Încearcă din nou',
  ],
} as const;

export type BootFailureLocale = keyof typeof TEXTS;

const isBootFailureLocale = (code: string | undefined): code is BootFailureLocale =>
  code !== undefined && Object.hasOwn(TEXTS, code);

/** The path's locale prefix (/ar/…), else the <html lang> the server set (its language part), else en. */
export function bootFailureLocale(pathname: string, htmlLang: string): BootFailureLocale {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  if (isBootFailureLocale(prefix)) return prefix;
  const lang = htmlLang.toLowerCase().split('-')[0];
  return isBootFailureLocale(lang) ? lang : 'en';
}

export function bootFailureTexts(locale: BootFailureLocale) {
  const [heading, message, retry] = TEXTS[locale];
  return { lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', heading, message, retry } as const;
}
