import type { TenantRow } from '../db/schema/tenant.ts';
import { buttonColours, readableOn, safeColour } from './palette.ts';

interface Scheme {
  bg: string;
  card: string;
  text: string;
  muted: string;
  line: string;
  border: string;
  error: string;
  accent: string;
  btn: string;
  btnText: string;
}

const vars = (s: Scheme): string =>
  `--bg:${s.bg};--card:${s.card};--text:${s.text};--muted:${s.muted};--line:${s.line};--border:${s.border};` +
  `--error:${s.error};--accent:${s.accent};--btn:${s.btn};--btn-text:${s.btnText}`;

/** Light and dark palettes from the tenant colours; every text colour reaches WCAG AA on its background. */
function schemes(tenant: TenantRow): { light: Scheme; dark: Scheme } {
  const primary = safeColour(tenant.colors[0]);
  // A two-entry colour configuration uses the second entry for the alternate (dark) theme, as the portal does.
  const alternate = safeColour(tenant.colors[1], primary);
  const lightButton = buttonColours(primary);
  const darkButton = buttonColours(alternate);
  return {
    light: {
      bg: '#f1f3f5',
      card: '#ffffff',
      text: '#1a1b1e',
      muted: '#495057',
      line: '#dee2e6',
      border: '#868e96',
      error: '#c92a2a',
      accent: readableOn(primary, '#ffffff', '#000000'),
      btn: lightButton.background,
      btnText: lightButton.text,
    },
    dark: {
      bg: '#101113',
      card: '#1a1b1e',
      text: '#e9ecef',
      muted: '#adb5bd',
      line: '#373a40',
      border: '#909296',
      error: '#ff8787',
      accent: readableOn(alternate, '#1a1b1e', '#ffffff'),
      btn: darkButton.background,
      btnText: darkButton.text,
    },
  };
}

const BASE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;padding:32px 16px}
.wrap{max-width:460px;margin:0 auto}
.top{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;gap:8px 16px;margin:0 0 16px}
.brand{display:flex;align-items:center;gap:12px;font-weight:700;font-size:1.125rem}
.back{font-weight:600;padding:8px 0}
.langs ul{list-style:none;display:flex;flex-wrap:wrap;justify-content:center;gap:4px 16px;padding:0;margin:16px 0 0}
.langs a{display:inline-block;padding:8px 4px}
.langs a[aria-current]{font-weight:700;text-decoration:none}
.brand img{width:40px;height:40px;border-radius:8px}
main{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:32px 24px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.125rem;margin:0 0 8px}
p{margin:0 0 16px}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 4px}
.hint{display:block;color:var(--muted);font-size:.875rem;margin:0 0 4px}
input{display:block;width:100%;padding:10px 12px;font:inherit;color:var(--text);background:var(--card);border:1px solid var(--border);border-radius:8px}
input[aria-invalid="true"]{border:2px solid var(--error)}
.field-error{display:block;color:var(--error);font-weight:600;font-size:.875rem;margin:4px 0 0}
button{display:block;width:100%;padding:12px 16px;font:inherit;font-weight:600;border:2px solid var(--btn);border-radius:8px;background:var(--btn);color:var(--btn-text);cursor:pointer}
a{color:var(--accent);text-decoration:underline;text-underline-offset:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error-summary{border:2px solid var(--error);border-radius:8px;padding:12px 16px;margin:0 0 24px}
.error-summary h2{color:var(--error)}
.error-summary ul{margin:0;padding-inline-start:20px}
.error-summary a{color:var(--error);font-weight:600}
.notice{border-inline-start:4px solid var(--accent);padding:8px 12px;margin:0 0 16px}
.links{list-style:none;padding:0;margin:24px 0 0;display:grid;gap:8px}
.divider{margin:24px 0 16px;color:var(--muted);font-weight:600}
.mail{border-top:1px solid var(--line);padding:16px 0 0;margin:16px 0 0}
.mail pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0 0 8px}
.meta{color:var(--muted);font-size:.875rem}
.cards{width:100%;border-collapse:collapse;margin:8px 0 16px;font-size:.875rem}
.cards caption{text-align:start;font-weight:600;margin:0 0 4px}
.cards th,.cards td{text-align:start;padding:6px 4px;border-bottom:1px solid var(--line)}
.cards code{direction:ltr;unicode-bidi:isolate;white-space:nowrap}
.amount{font-size:1.25rem;font-weight:600}`;

/**
 * The pages' stylesheet (inline <style> is allowed by the CSP). The portal's theme cookie wins;
 * without it the system preference picks light or dark.
 */
export function pageStyle(tenant: TenantRow): string {
  const { light, dark } = schemes(tenant);
  return [
    `:root{color-scheme:light;${vars(light)}}`,
    `:root[data-theme="dark"]{color-scheme:dark;${vars(dark)}}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme="light"]){color-scheme:dark;${vars(dark)}}}`,
    BASE,
  ].join('\n');
}
