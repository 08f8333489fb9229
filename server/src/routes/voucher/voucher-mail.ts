import { isLocaleCode, type LocaleCode } from '../../../../contract/locales.ts';

// biome-ignore format: one text per line, in the order en ar fr de es ro
const TEXTS = {
  subject: ['Your vouchers', 'قسائمك', 'Vos bons', 'Deine Gutscheine', 'Tus cupones', 'Voucherele tale'],
  intro: ['Thank you for your order {order}. Your voucher codes:', 'شكرًا على طلبك {order}. رموز قسائمك:', 'Merci pour votre commande {order}. Vos codes :', 'Danke für deine Bestellung {order}. Deine Gutscheincodes:', 'Gracias por tu pedido {order}. Tus códigos:', 'Îți mulțumim pentru comanda {order}. Codurile tale:'],
  resendSubject: ['Your voucher code again', 'رمز قسيمتك مرة أخرى', 'Votre code, à nouveau', 'Dein Gutscheincode noch einmal', 'Tu código de nuevo', 'Codul tău, din nou'],
  resendIntro: ['Here is your voucher code again:', 'إليك رمز قسيمتك مرة أخرى:', 'Voici à nouveau votre code :', 'Hier ist dein Gutscheincode noch einmal:', 'Aquí tienes tu código de nuevo:', 'Iată din nou codul tău:'],
  outro: ['Each code can be used once. Keep it safe, or give it as a gift.', 'يمكن استخدام كل رمز مرة واحدة. احتفظ به أو قدّمه هدية.', 'Chaque code ne sert qu’une fois. Gardez-le précieusement ou offrez-le.', 'Jeder Code gilt einmal. Bewahre ihn gut auf oder verschenke ihn.', 'Cada código se usa una vez. Guárdalo bien o regálalo.', 'Fiecare cod se folosește o singură dată. Păstrează-l sau oferă-l cadou.'],
} as const satisfies Record<string, readonly [string, string, string, string, string, string]>;

const ORDER: LocaleCode[] = ['en', 'ar', 'fr', 'de', 'es', 'ro'];

/** A voucher mail text in the payment's language (English when the language is unknown). */
export function voucherMailText(
  lang: string,
  key: keyof typeof TEXTS,
  params: Record<string, string> = {},
): string {
  const index = ORDER.indexOf(isLocaleCode(lang) ? lang : 'en');
  const text: string = TEXTS[key][Math.max(index, 0)] ?? TEXTS[key][0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** One line per code: "Sushi −20 %: 7KQ2-…". */
export const codeLines = (codes: { title: string; code: string }[]): string =>
  codes.map(({ title, code }) => `${title}: ${code}`).join('\n');
