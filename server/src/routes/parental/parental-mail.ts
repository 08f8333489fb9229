import * as v from 'valibot';
import { ConfigurationSchema } from '../../../../contract/configuration.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { Db } from '../../db/client.ts';
import { configurationGroup } from '../structure/configuration.service.ts';

/** What the tenant's parentalControlEmail group puts on a parental-control mail. */
export interface ParentalMailSettings {
  /** "Display Name <address>", or the bare address; undefined when the tenant configured no usable sender. */
  sender?: string;
  subject?: string;
  templateId?: string;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
/** A display name cannot break out of the From line: no line breaks, quotes or angle brackets. */
const displayName = (name: string | undefined) =>
  name
    ?.replace(/[\r\n"<>\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const nonEmpty = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The sender, subject and template of the tenant's parental-control mails, in the mail's language. */
export async function parentalMailSettings(
  db: Db,
  tenantName: string,
  lang: LocaleCode,
): Promise<ParentalMailSettings> {
  const stored = await configurationGroup(db, tenantName, 'parentalControlEmail', lang);
  const parsed = v.safeParse(ConfigurationSchema.entries.parentalControlEmail, stored);
  const group = parsed.success ? parsed.output : undefined;
  if (!group) return {};
  const address = group.from.trim();
  const name = displayName(group.fromName);
  const settings: ParentalMailSettings = {};
  if (ADDRESS.test(address)) settings.sender = name ? `${name} <${address}>` : address;
  const subject = nonEmpty(group.subject);
  if (subject) settings.subject = subject.replace(/[\r\n]+/g, ' ');
  const templateId = nonEmpty(group.templateId);
  if (templateId) settings.templateId = templateId;
  return settings;
}
