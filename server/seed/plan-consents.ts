import type { ConsentItem, Partner } from '../../contract/commerce-consent.ts';
import { t } from './text.ts';

/**
 * Double opt-in consents and partner definitions of the demo plans, in the six languages. A consent's
 * version goes up whenever its text changes, so a stored consent always names the text that was shown.
 */

// biome-ignore format: one text per line
const CONSENT_TEXTS = {
  recurring: t('I agree that this subscription renews automatically and is charged every period until I cancel it.', 'أوافق على أن هذا الاشتراك يتجدد تلقائيًا وتُحتسب رسومه في كل فترة حتى ألغيه.', 'J’accepte que cet abonnement se renouvelle automatiquement et soit facturé à chaque période jusqu’à ce que je le résilie.', 'Ich bin einverstanden, dass sich dieses Abo automatisch verlängert und jede Periode berechnet wird, bis ich es kündige.', 'Acepto que esta suscripción se renueve automáticamente y se cobre cada periodo hasta que la cancele.', 'Sunt de acord ca acest abonament să se reînnoiască automat și să fie taxat în fiecare perioadă până îl anulez.'),
  immediateStart: t('I ask for the service to start now and understand that I lose my 14-day right of withdrawal once it has started.', 'أطلب بدء الخدمة الآن وأدرك أنني أفقد حقي في الانسحاب خلال 14 يومًا بمجرد بدئها.', 'Je demande que le service commence immédiatement et je comprends que je perds mon droit de rétractation de 14 jours dès qu’il a commencé.', 'Ich verlange, dass der Dienst sofort beginnt, und weiß, dass ich mein 14-tägiges Widerrufsrecht verliere, sobald er begonnen hat.', 'Solicito que el servicio empiece ahora y entiendo que pierdo mi derecho de desistimiento de 14 días una vez iniciado.', 'Solicit ca serviciul să înceapă acum și înțeleg că îmi pierd dreptul de retragere de 14 zile după ce a început.'),
  marketing: t('Send me news and offers by text message (optional; you can stop them at any time).', 'أرسلوا إليّ الأخبار والعروض برسالة نصية (اختياري، ويمكن إيقافها في أي وقت).', 'Envoyez-moi des nouveautés et des offres par SMS (facultatif ; vous pouvez les arrêter à tout moment).', 'Schickt mir Neuigkeiten und Angebote per SMS (freiwillig; jederzeit abbestellbar).', 'Enviadme novedades y ofertas por SMS (opcional; puedes darte de baja en cualquier momento).', 'Trimiteți-mi noutăți și oferte prin SMS (opțional; le puteți opri oricând).'),
};

/** The consents of an operator-billed alert plan: recurring billing and the withdrawal waiver required. */
export const ALERT_CONSENTS: ConsentItem[] = [
  { id: 'recurring-billing', version: 1, required: true, texts: CONSENT_TEXTS.recurring },
  { id: 'immediate-start', version: 1, required: true, texts: CONSENT_TEXTS.immediateStart },
  { id: 'marketing-sms', version: 1, required: false, texts: CONSENT_TEXTS.marketing },
];

// biome-ignore format: one text per line
export const PARTNERS: Record<'streambox' | 'kiosque', Partner> = {
  streambox: {
    name: 'StreamBox',
    fields: [
      { key: 'partnerAccountId', pattern: 'SB-[0-9]{6}', required: true, maxLength: 9, inputMode: 'text',
        labels: t('StreamBox account number', 'رقم حساب StreamBox', 'Numéro de compte StreamBox', 'StreamBox-Kontonummer', 'Número de cuenta de StreamBox', 'Numărul contului StreamBox'),
        hints: t('For example SB-123456', 'مثال: SB-123456', 'Par exemple SB-123456', 'Zum Beispiel SB-123456', 'Por ejemplo SB-123456', 'De exemplu SB-123456') },
    ],
  },
  kiosque: {
    name: 'Kiosque+',
    fields: [
      { key: 'mobileNumber', pattern: '\\+33[67][0-9]{8}', required: true, maxLength: 12, inputMode: 'tel',
        labels: t('Mobile number registered with Kiosque+', 'رقم الجوال المسجل لدى Kiosque+', 'Numéro de mobile enregistré chez Kiosque+', 'Bei Kiosque+ registrierte Mobilnummer', 'Número de móvil registrado en Kiosque+', 'Numărul de mobil înregistrat la Kiosque+'),
        hints: t('For example +33612345678', 'مثال: ‎+33612345678', 'Par exemple +33612345678', 'Zum Beispiel +33612345678', 'Por ejemplo +33612345678', 'De exemplu +33612345678') },
    ],
  },
};

// biome-ignore format: one text per line
export const CONSENT_PLAN_TEXTS = {
  alertsDesc: t('New releases and concert news by text message, every week.', 'إصدارات جديدة وأخبار الحفلات برسالة نصية كل أسبوع.', 'Nouvelles sorties et actus concerts par SMS, chaque semaine.', 'Neuerscheinungen und Konzert-News per SMS, jede Woche.', 'Novedades y noticias de conciertos por SMS, cada semana.', 'Lansări noi și știri despre concerte prin SMS, în fiecare săptămână.'),
  streamboxDesc: t('Films and series from our partner StreamBox, paid here and activated on your StreamBox account.', 'أفلام ومسلسلات من شريكنا StreamBox، تُدفع هنا وتُفعَّل على حسابك في StreamBox.', 'Films et séries de notre partenaire StreamBox, payés ici et activés sur votre compte StreamBox.', 'Filme und Serien unseres Partners StreamBox, hier bezahlt und auf deinem StreamBox-Konto freigeschaltet.', 'Películas y series de nuestro socio StreamBox, pagadas aquí y activadas en tu cuenta de StreamBox.', 'Filme și seriale de la partenerul nostru StreamBox, plătite aici și activate în contul tău StreamBox.'),
  kiosqueDesc: t('Newspapers and magazines from our partner Kiosque+, activated on your mobile number.', 'صحف ومجلات من شريكنا Kiosque+، تُفعَّل على رقم جوالك.', 'Journaux et magazines de notre partenaire Kiosque+, activés sur votre numéro de mobile.', 'Zeitungen und Zeitschriften unseres Partners Kiosque+, freigeschaltet für deine Mobilnummer.', 'Periódicos y revistas de nuestro socio Kiosque+, activados en tu número de móvil.', 'Ziare și reviste de la partenerul nostru Kiosque+, activate pe numărul tău de mobil.'),
};
