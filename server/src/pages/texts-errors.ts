import type { LocaleCode } from '../../../contract/locales.ts';
import { PHONE, PHONE_AR } from './texts-fields.ts';

/** Form errors of the hosted pages (commerce §5 rules). */
export const ERROR_TEXTS = {
  'error.summary': {
    en: 'There is a problem',
    ar: 'يوجد خطأ',
    fr: 'Il y a un problème',
    de: 'Es gibt ein Problem',
    es: 'Hay un problema',
    ro: 'Există o problemă',
  },
  'error.loginFailed': {
    en: 'E-mail or password is wrong.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    fr: 'Adresse e-mail ou mot de passe incorrect.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    ro: 'Adresa de e-mail sau parola este greșită.',
  },
  'error.required': {
    en: 'Fill in this field.',
    ar: 'املأ هذا الحقل.',
    fr: 'Remplissez ce champ.',
    de: 'Fülle dieses Feld aus.',
    es: 'Rellena este campo.',
    ro: 'Completează acest câmp.',
  },
  'error.email': {
    en: 'Enter a valid e-mail address, for example name@example.com.',
    ar: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
    fr: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
    de: 'Gib eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
    es: 'Introduce un correo electrónico válido, por ejemplo nombre@example.com.',
    ro: 'Introdu o adresă de e-mail validă, de exemplu nume@example.com.',
  },
  'error.tooLong': {
    en: 'Use at most {max} characters.',
    ar: 'استخدم {max} حرفًا على الأكثر.',
    fr: 'Utilisez {max} caractères au maximum.',
    de: 'Verwende höchstens {max} Zeichen.',
    es: 'Usa {max} caracteres como máximo.',
    ro: 'Folosește cel mult {max} de caractere.',
  },
  'error.passwordLength': {
    en: 'The password must have 8 to 128 characters.',
    ar: 'يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا.',
    fr: 'Le mot de passe doit comporter de 8 à 128 caractères.',
    de: 'Das Passwort muss 8 bis 128 Zeichen lang sein.',
    es: 'La contraseña debe tener entre 8 y 128 caracteres.',
    ro: 'Parola trebuie să aibă între 8 și 128 de caractere.',
  },
  'error.passwordMismatch': {
    en: 'The passwords do not match.',
    ar: 'كلمتا المرور غير متطابقتين.',
    fr: 'Les mots de passe ne correspondent pas.',
    de: 'Die Passwörter stimmen nicht überein.',
    es: 'Las contraseñas no coinciden.',
    ro: 'Parolele nu coincid.',
  },
  'error.emailTaken': {
    en: 'An account with this e-mail already exists. Log in or reset your password.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول أو أعد تعيين كلمة المرور.',
    fr: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melde dich an oder setze dein Passwort zurück.',
    es: 'Ya existe una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.',
    ro: 'Există deja un cont cu această adresă de e-mail. Autentifică-te sau resetează-ți parola.',
  },
  'error.msisdn': {
    en: `Enter a mobile number in international format, for example ${PHONE}.`,
    ar: `أدخل رقم هاتف محمول بالصيغة الدولية، مثل ${PHONE_AR}.`,
    fr: `Saisissez un numéro de mobile au format international, par exemple ${PHONE}.`,
    de: `Gib eine Mobilnummer im internationalen Format ein, zum Beispiel ${PHONE}.`,
    es: `Introduce un número de móvil en formato internacional, por ejemplo ${PHONE}.`,
    ro: `Introdu un număr de mobil în format internațional, de exemplu ${PHONE}.`,
  },
} as const satisfies Record<string, Record<LocaleCode, string>>;
