import type { LocaleCode } from '../../../contract/locales.ts';
import { CHECKOUT_TEXTS } from './texts-checkout.ts';
import { ERROR_TEXTS } from './texts-errors.ts';
import { FIELD_TEXTS } from './texts-fields.ts';
import { MESSAGE_TEXTS } from './texts-messages.ts';

/** Page titles (the <title> and <h1> of each hosted page). */
const TITLE_TEXTS = {
  'login.title': {
    en: 'Log in',
    ar: 'تسجيل الدخول',
    fr: 'Se connecter',
    de: 'Anmelden',
    es: 'Iniciar sesión',
    ro: 'Autentificare',
  },
  'register.title': {
    en: 'Create an account',
    ar: 'إنشاء حساب',
    fr: 'Créer un compte',
    de: 'Konto erstellen',
    es: 'Crear una cuenta',
    ro: 'Creează un cont',
  },
  'forgot.title': {
    en: 'Reset your password',
    ar: 'إعادة تعيين كلمة المرور',
    fr: 'Réinitialiser votre mot de passe',
    de: 'Passwort zurücksetzen',
    es: 'Restablecer la contraseña',
    ro: 'Resetează parola',
  },
  'reset.title': {
    en: 'Choose a new password',
    ar: 'اختر كلمة مرور جديدة',
    fr: 'Choisissez un nouveau mot de passe',
    de: 'Neues Passwort wählen',
    es: 'Elige una contraseña nueva',
    ro: 'Alege o parolă nouă',
  },
  'partner.title': {
    en: 'Log in with your mobile number',
    ar: 'تسجيل الدخول برقم هاتفك المحمول',
    fr: 'Se connecter avec votre numéro de mobile',
    de: 'Mit deiner Mobilnummer anmelden',
    es: 'Inicia sesión con tu número de móvil',
    ro: 'Autentifică-te cu numărul de mobil',
  },
  'mailbox.title': {
    en: 'Demo mailbox',
    ar: 'صندوق البريد التجريبي',
    fr: 'Boîte mail de démonstration',
    de: 'Demo-Postfach',
    es: 'Buzón de demostración',
    ro: 'Căsuță poștală demo',
  },
  'error.badRequest.title': {
    en: 'This login link cannot be used',
    ar: 'لا يمكن استخدام رابط تسجيل الدخول هذا',
    fr: 'Ce lien de connexion ne peut pas être utilisé',
    de: 'Dieser Anmeldelink kann nicht verwendet werden',
    es: 'No se puede usar este enlace de inicio de sesión',
    ro: 'Acest link de autentificare nu poate fi folosit',
  },
  'error.forbidden.title': {
    en: 'Request refused',
    ar: 'تم رفض الطلب',
    fr: 'Demande refusée',
    de: 'Anfrage abgelehnt',
    es: 'Solicitud rechazada',
    ro: 'Cerere refuzată',
  },
  'error.notFound.title': {
    en: 'Page not found',
    ar: 'الصفحة غير موجودة',
    fr: 'Page introuvable',
    de: 'Seite nicht gefunden',
    es: 'Página no encontrada',
    ro: 'Pagina nu a fost găsită',
  },
  'error.tooMany.title': {
    en: 'Too many attempts',
    ar: 'محاولات كثيرة جدًا',
    fr: 'Trop de tentatives',
    de: 'Zu viele Versuche',
    es: 'Demasiados intentos',
    ro: 'Prea multe încercări',
  },
  'error.tooLarge.title': {
    en: 'Form too large',
    ar: 'النموذج كبير جدًا',
    fr: 'Formulaire trop volumineux',
    de: 'Formular zu groß',
    es: 'Formulario demasiado grande',
    ro: 'Formular prea mare',
  },
  'reset.invalid.title': {
    en: 'Link invalid or expired',
    ar: 'الرابط غير صالح أو منتهي الصلاحية',
    fr: 'Lien invalide ou expiré',
    de: 'Link ungültig oder abgelaufen',
    es: 'Enlace no válido o caducado',
    ro: 'Link invalid sau expirat',
  },
  'reset.done.title': {
    en: 'Password changed',
    ar: 'تم تغيير كلمة المرور',
    fr: 'Mot de passe modifié',
    de: 'Passwort geändert',
    es: 'Contraseña cambiada',
    ro: 'Parola a fost schimbată',
  },
  'forgot.sent.title': {
    en: 'Check your e-mail',
    ar: 'تحقّق من بريدك الإلكتروني',
    fr: 'Consultez votre boîte mail',
    de: 'Sieh in deinem Postfach nach',
    es: 'Revisa tu correo',
    ro: 'Verifică-ți e-mailul',
  },
} as const satisfies Record<string, Record<LocaleCode, string>>;

/**
 * Every text of the hosted pages and the reset mail, in all six languages: the types make a missing
 * translation a compile error. {placeholders} are filled by `tr`.
 */
export const TEXTS = { ...TITLE_TEXTS, ...MESSAGE_TEXTS, ...FIELD_TEXTS, ...ERROR_TEXTS, ...CHECKOUT_TEXTS };

export type TextKey = keyof typeof TEXTS;

/** The text in `lang` with {placeholders} replaced (values are plain text; the caller escapes for HTML). */
export function tr(lang: LocaleCode, key: TextKey, params: Record<string, string | number> = {}): string {
  const text: string = TEXTS[key][lang];
  // French typography: a no-break space before ? ! ; : so the sign never starts a line.
  const typeset = lang === 'fr' ? text.replace(/ ([?!;:])/g, '\u00a0$1') : text;
  return typeset.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** "in 15 minutes" in the page language, for the rate-limit page. */
export function inDuration(lang: LocaleCode, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}
