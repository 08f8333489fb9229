import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { t } from './text.ts';

/** Bullet lines of the plans (DISPLAY_SERVICE_BULLETS_TEXT_{locale}), in the six languages. */
// biome-ignore format: one phrase per line
export const BULLETS = {
  unlimitedMusic: t('Every track in full, without limits', 'كل المقاطع كاملة وبلا حدود', 'Tous les titres en intégralité, sans limite', 'Alle Titel in voller Länge, ohne Grenzen', 'Todas las canciones completas, sin límites', 'Toate piesele integral, fără limite'),
  audiobooks: t('Every audiobook in full', 'كل الكتب الصوتية كاملة', 'Tous les livres audio en intégralité', 'Alle Hörbücher vollständig', 'Todos los audiolibros completos', 'Toate cărțile audio integral'),
  offline: t('Download and listen offline', 'التنزيل والاستماع دون اتصال', 'Téléchargement et écoute hors connexion', 'Herunterladen und offline hören', 'Descarga y escucha sin conexión', 'Descarci și asculți offline'),
  cancelAnytime: t('Cancel at any time', 'يمكنك الإلغاء في أي وقت', 'Résiliable à tout moment', 'Jederzeit kündbar', 'Cancela cuando quieras', 'Anulezi oricând'),
  trialWeek: t('The first 7 days are free', 'أول ٧ أيام مجانية', 'Les 7 premiers jours sont offerts', 'Die ersten 7 Tage sind kostenlos', 'Los primeros 7 días son gratis', 'Primele 7 zile sunt gratuite'),
  credits10: t('10 full tracks a week, to play or download', '١٠ مقاطع كاملة أسبوعيًا للتشغيل أو التنزيل', '10 titres complets par semaine, à écouter ou télécharger', '10 ganze Titel pro Woche zum Hören oder Herunterladen', '10 canciones completas a la semana para escuchar o descargar', '10 piese complete pe săptămână, de ascultat sau descărcat'),
  credits20: t('20 full tracks a month; unused ones carry over', '٢٠ مقطعًا كاملًا شهريًا، وما لا تستخدمه ينتقل إلى الشهر التالي', '20 titres complets par mois ; les titres non utilisés sont reportés', '20 ganze Titel pro Monat; ungenutzte bleiben erhalten', '20 canciones completas al mes; las no usadas se acumulan', '20 de piese complete pe lună; cele nefolosite se reportează'),
  dayPass: t('24 hours of music, no commitment', '٢٤ ساعة من الموسيقى دون أي التزام', '24 heures de musique, sans engagement', '24 Stunden Musik ohne Bindung', '24 horas de música sin compromiso', '24 de ore de muzică, fără angajament'),
  twoMonthsFree: t('Two months free compared with paying monthly', 'شهران مجانًا مقارنة بالدفع الشهري', 'Deux mois offerts par rapport au paiement mensuel', 'Zwei Monate gratis gegenüber monatlicher Zahlung', 'Dos meses gratis frente al pago mensual', 'Două luni gratuite față de plata lunară'),
  dailyMessage: t('A new message on your phone every day', 'رسالة جديدة على هاتفك كل يوم', 'Un nouveau message sur votre téléphone chaque jour', 'Jeden Tag eine neue Nachricht aufs Handy', 'Un mensaje nuevo en tu móvil cada día', 'Un mesaj nou pe telefon în fiecare zi'),
  studioSound: t('Studio-quality sound on top of your plan', 'صوت بجودة الاستوديو إضافةً إلى اشتراكك', 'Un son de qualité studio en plus de votre formule', 'Studioklang zusätzlich zu deinem Abo', 'Sonido de calidad de estudio además de tu plan', 'Sunet de calitate de studio pe lângă abonament'),
  filmsSeries: t('Every film and series in full, protected streaming', 'كل الأفلام والمسلسلات كاملة، ببث محمي', 'Tous les films et séries en intégralité, en streaming protégé', 'Alle Filme und Serien vollständig, geschützt gestreamt', 'Todas las películas y series completas, en streaming protegido', 'Toate filmele și serialele integral, în streaming protejat'),
  games: t('Every game online, and downloads to keep', 'كل الألعاب على الإنترنت، وتنزيلات تحتفظ بها', 'Tous les jeux en ligne, et des téléchargements à garder', 'Alle Spiele online und Downloads zum Behalten', 'Todos los juegos en línea y descargas para quedártelas', 'Toate jocurile online și descărcări de păstrat'),
} as const satisfies Record<string, LocalizedText>;
export type BulletKey = keyof typeof BULLETS;

/** DISPLAY_SERVICE_INFO_TEXT_{locale}: how the plan renews, by billing cycle. */
// biome-ignore format: one cycle per line
export const RENEWS = {
  P1D: t('Renews every day', 'يتجدد كل يوم', 'Renouvelé chaque jour', 'Verlängert sich täglich', 'Se renueva cada día', 'Se reînnoiește zilnic'),
  P7D: t('Renews every week', 'يتجدد كل أسبوع', 'Renouvelé chaque semaine', 'Verlängert sich wöchentlich', 'Se renueva cada semana', 'Se reînnoiește săptămânal'),
  P1M: t('Renews every month', 'يتجدد كل شهر', 'Renouvelé chaque mois', 'Verlängert sich monatlich', 'Se renueva cada mes', 'Se reînnoiește lunar'),
  P1Y: t('Renews every year', 'يتجدد كل سنة', 'Renouvelé chaque année', 'Verlängert sich jährlich', 'Se renueva cada año', 'Se reînnoiește anual'),
} as const satisfies Record<string, LocalizedText>;

// biome-ignore format: one text per line
export const COMMON = {
  abovePurchaseOptions: t('Choose how you want to pay', 'اختر طريقة الدفع', 'Choisissez votre moyen de paiement', 'Wähle, wie du bezahlen möchtest', 'Elige cómo quieres pagar', 'Alege cum vrei să plătești'),
  aboveCta: t('You can cancel in your account before the next renewal.', 'يمكنك الإلغاء من حسابك قبل التجديد التالي.', 'Vous pouvez résilier depuis votre compte avant le prochain renouvellement.', 'Du kannst vor der nächsten Verlängerung in deinem Konto kündigen.', 'Puedes cancelar en tu cuenta antes de la próxima renovación.', 'Poți anula din cont înainte de următoarea reînnoire.'),
  titlePrefix: t('Subscribe to {name}', 'اشترك في {name}', 'S’abonner à {name}', '{name} abonnieren', 'Suscríbete a {name}', 'Abonează-te la {name}'),
  creditDesc: t('{amount} credits per period: one credit plays or downloads one full track.', '{amount} رصيد في كل فترة: كل رصيد يتيح تشغيل مقطع كامل أو تنزيله.', '{amount} crédits par période : un crédit permet d’écouter ou de télécharger un titre complet.', '{amount} Guthaben pro Zeitraum: ein Guthaben spielt oder lädt einen ganzen Titel.', '{amount} créditos por periodo: un crédito reproduce o descarga una canción completa.', '{amount} credite pe perioadă: un credit redă sau descarcă o piesă completă.'),
  freeWeek: t('7 days free', '٧ أيام مجانًا', '7 jours offerts', '7 Tage gratis', '7 días gratis', '7 zile gratuite'),
  tnc: t('By subscribing you accept the terms of use and the renewal of your plan until you cancel it.', 'باشتراكك توافق على شروط الاستخدام وعلى تجديد اشتراكك إلى أن تلغيه.', 'En vous abonnant, vous acceptez les conditions d’utilisation et le renouvellement de votre formule jusqu’à sa résiliation.', 'Mit dem Abo akzeptierst du die Nutzungsbedingungen und die Verlängerung, bis du kündigst.', 'Al suscribirte aceptas las condiciones de uso y la renovación de tu plan hasta que lo canceles.', 'Prin abonare accepți condițiile de utilizare și reînnoirea abonamentului până îl anulezi.'),
  tncTitle: t('Terms of the subscription', 'شروط الاشتراك', 'Conditions de l’abonnement', 'Abobedingungen', 'Condiciones de la suscripción', 'Condițiile abonamentului'),
} as const satisfies Record<string, LocalizedText>;

/** Fills {placeholders} of every language of a text. */
export const fill = (text: LocalizedText, values: Record<string, string | number>): LocalizedText =>
  Object.fromEntries(
    Object.entries(text).map(([lang, value]) => [
      lang,
      (value ?? '').replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole)),
    ]),
  ) as LocalizedText;
