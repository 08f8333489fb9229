import type { Context } from 'hono';
import type { LocaleCode } from '../../../contract/locales.ts';
import { CSRF_FIELD } from '../auth/csrf.ts';
import { type Html, h } from './html.ts';
import { type TextKey, tr } from './texts.ts';

/** Field name → translated message, in the order the fields appear (the error summary keeps it). */
export type FieldErrors = Record<string, string>;

export interface FieldSpec {
  /** Input name, also its id (the error summary links to `#name`). */
  name: string;
  label: TextKey;
  type: 'email' | 'password' | 'text' | 'tel';
  autocomplete: string;
  maxLength: number;
  required?: boolean;
  /** Echoed back after a failed post; never set for passwords. */
  value?: string;
  hint?: TextKey;
  /** E-mail addresses and phone numbers read left to right even on rtl pages. */
  ltr?: boolean;
}

export function field(lang: LocaleCode, spec: FieldSpec, errors: FieldErrors = {}): Html {
  const error = errors[spec.name];
  const hintId = spec.hint ? `${spec.name}-hint` : undefined;
  const errorId = error ? `${spec.name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return h`<div class="field">
<label for="${spec.name}">${tr(lang, spec.label)}</label>
${spec.hint ? h`<span class="hint" id="${hintId}">${tr(lang, spec.hint)}</span>` : ''}
<input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" maxlength="${spec.maxLength}"${spec.required === false ? '' : h` required`}${spec.value ? h` value="${spec.value}"` : ''}${spec.ltr ? h` dir="ltr"` : ''}${describedBy ? h` aria-describedby="${describedBy}"` : ''}${error ? h` aria-invalid="true"` : ''}${spec.type === 'email' ? h` spellcheck="false" autocapitalize="off"` : ''}>
${error ? h`<span class="field-error" id="${errorId}">${error}</span>` : ''}
</div>`;
}

/**
 * Listed at the top and focused on load (autofocus, no script needed); each entry names its field and
 * links to it. `general` carries an error that belongs to no single field (wrong e-mail or password).
 */
export function errorSummary(
  lang: LocaleCode,
  specs: FieldSpec[],
  errors: FieldErrors,
  general?: string,
): Html {
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const entries = specs.filter((spec) => errors[spec.name] !== undefined);
  if (entries.length === 0 && !general) return h``;
  return h`<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus>
<h2>${tr(lang, 'error.summary')}</h2>
<ul>${general ? h`<li>${general}</li>` : ''}${entries.map(
    (spec) => h`<li><a href="#${spec.name}">${tr(lang, spec.label)}${colon}${errors[spec.name]}</a></li>`,
  )}</ul>
</div>`;
}

export interface FormInit {
  action: string;
  csrf: string;
  lang: LocaleCode;
  submit: TextKey;
  /** {placeholders} of the submit text (e.g. the amount on a pay button). */
  submitParams?: Record<string, string>;
  specs: FieldSpec[];
  errors?: FieldErrors;
  general?: string;
}

/** A post-back form; novalidate so the page's own translated messages show, not the browser's. */
export function postForm(init: FormInit): Html {
  const errors = init.errors ?? {};
  const hasErrors = Boolean(init.general) || Object.keys(errors).length > 0;
  return h`${errorSummary(init.lang, init.specs, errors, init.general)}
<form method="post" action="${init.action}" novalidate${hasErrors ? h` aria-describedby="error-summary"` : ''}>
<input type="hidden" name="${CSRF_FIELD}" value="${init.csrf}">
${init.specs.map((spec) => field(init.lang, spec, errors))}
<button type="submit">${tr(init.lang, init.submit, init.submitParams)}</button>
</form>`;
}

/** Form fields as strings: files and repeated names count as empty, unknown names are simply never read. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') out[name] = value;
  return out;
}
