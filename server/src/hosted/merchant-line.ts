import { PaymentMetaSchema, readMeta } from '../../../contract/configuration-meta.ts';
import type { Db } from '../db/client.ts';
import { configurationGroup } from '../routes/structure/configuration.service.ts';
import { type Html, h } from './html.ts';
import type { Frame } from './layout.ts';
import { tr } from './texts.ts';

/** Commerce §3 paymentMetaData: the hosted checkout names the merchant who charges the card, and its terms of sale. */
export async function merchantLine(db: Db, frame: Frame): Promise<Html> {
  const stored = await configurationGroup(db, frame.tenant.name, 'paymentMetaData', frame.lang);
  const meta = readMeta(PaymentMetaSchema, stored);
  if (!meta) return h``;
  const terms = meta.termsUrl
    ? h` · <a href="${meta.termsUrl}">${tr(frame.lang, 'checkout.terms')}</a>`
    : h``;
  return h`<p class="notice" data-merchant>${tr(frame.lang, 'checkout.merchant', { merchant: meta.merchantName })}${terms}</p>`;
}
