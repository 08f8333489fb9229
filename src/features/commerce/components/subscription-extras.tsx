import { useLingui } from '@lingui/react/macro';
import type { UserSubscription } from '#contract/commerce-types.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { textIn } from '../consent-rules.ts';
import classes from './subscription.module.css';

/**
 * What a subscription keeps beyond its state: a partner plan's details (partner metadata, labelled as the
 * partner asked for them) and the consents given when subscribing, with their date and answer.
 */
export function SubscriptionExtras({ subscription: s }: { subscription: UserSubscription }) {
  const { t, i18n } = useLingui();
  const { date } = useFormats();
  const locale = i18n.locale;
  const partner = s.subscriptionType?.partner;
  const metadata = Object.entries(s.partnerMetadata ?? {});
  const items = s.subscriptionType?.consents ?? [];
  const given = (s.consents ?? []).filter((c) => items.some((item) => item.id === c.id));
  if (metadata.length === 0 && given.length === 0) return null;
  const labelOf = (key: string) => {
    const field = partner?.fields.find((f) => f.key === key);
    return field ? textIn(field.labels, locale) : key;
  };
  const at = given[0]?.at;
  return (
    <div className={classes.extras}>
      {metadata.length > 0 && (
        <dl className={classes.partnerDetails} data-partner-metadata="">
          {partner && <dt className={classes.muted}>{t`Provided by ${partner.name}`}</dt>}
          {metadata.map(([key, value]) => (
            <dd key={key}>
              {labelOf(key)}: <bdi dir="ltr">{value}</bdi>
            </dd>
          ))}
        </dl>
      )}
      {given.length > 0 && at && (
        <details className={classes.consentLog} data-consents-given="">
          <summary>{t`Consents given on ${date(at)}`}</summary>
          <ul>
            {given.map((c) => {
              const item = items.find((i) => i.id === c.id);
              return (
                <li key={c.id} data-consent-id={c.id} data-accepted={c.accepted}>
                  {c.accepted ? t`Accepted:` : t`Declined:`} {item ? textIn(item.texts, locale) : c.id}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
