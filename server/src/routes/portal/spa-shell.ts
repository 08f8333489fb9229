import type { Device } from '../../../../contract/device.ts';
import type { LocaleCode } from '../../../../contract/locales.ts';
import { embedJson } from '../../../../contract/page-render.ts';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { EnvFile } from '../../../../contract/tenant.ts';

/** Server-rendered start-up data the portal reads from <script id="portal-boot"> instead of fetching. */
export interface BootPayload {
  envFile: EnvFile;
  structure?: { name: string; lang: LocaleCode; node: StructureNode };
  /** The device of this navigation's User-Agent (shell §7 GET /device answer). */
  device?: Device;
}

export interface ShellOptions {
  lang: LocaleCode;
  dir: 'ltr' | 'rtl';
  themeColour: string;
  title: string;
  /** Mantine colour scheme from the theme cookie, set on <html> so a dark theme paints dark at once. */
  colorScheme: 'light' | 'dark';
  /** The tenant's tagline in the page language, for <meta name="description">. */
  description?: string;
  boot: BootPayload;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);

function setAttribute(tag: string, name: string, value: string): string {
  const attribute = new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`, 'i');
  const rendered = ` ${name}="${escapeHtml(value)}"`;
  return attribute.test(tag)
    ? tag.replace(attribute, () => rendered)
    : tag.replace(/\s*\/?>$/, () => `${rendered}>`);
}

function insertBeforeHeadEnd(html: string, markup: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${markup}${html}` : `${html.slice(0, at)}${markup}\n  ${html.slice(at)}`;
}

/** The first picture of a structure in reading order: the hero the page opens with (its largest paint). */
export function leadImage(node: StructureNode): string | undefined {
  const url = node.data?.imageUrl;
  if (typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(url)) return url;
  for (const child of node.substructure ?? []) {
    const found = leadImage(child);
    if (found) return found;
  }
  return undefined;
}

/** Personalises the built index.html for one tenant and language without a template engine. */
export function renderShell(html: string, options: ShellOptions): string {
  let out = html.replace(/<html\b[^>]*>/i, (tag) =>
    setAttribute(
      setAttribute(setAttribute(tag, 'lang', options.lang), 'dir', options.dir),
      'data-mantine-color-scheme',
      options.colorScheme,
    ),
  );
  if (options.description) {
    const meta = `<meta name="description" content="${escapeHtml(options.description)}" />`;
    const pattern = /<meta\s[^>]*name=["']description["'][^>]*>/i;
    out = pattern.test(out) ? out.replace(pattern, () => meta) : insertBeforeHeadEnd(out, meta);
  }
  const themeMeta = `<meta name="theme-color" content="${escapeHtml(options.themeColour)}" />`;
  const themePattern = /<meta\s[^>]*name=["']theme-color["'][^>]*>/i;
  out = themePattern.test(out)
    ? out.replace(themePattern, () => themeMeta)
    : insertBeforeHeadEnd(out, themeMeta);
  // The manifest in the page's language, as the server-rendered head links it (issue 21).
  out = out.replace(/<link\s[^>]*rel=["']manifest["'][^>]*>/i, (tag) =>
    setAttribute(tag, 'href', `/manifest.webmanifest?lang=${options.lang}`),
  );
  const title = `<title>${escapeHtml(options.title)}</title>`;
  const titlePattern = /<title>[\s\S]*?<\/title>/i;
  out = titlePattern.test(out) ? out.replace(titlePattern, () => title) : insertBeforeHeadEnd(out, title);
  // The shipped page's first picture starts loading with the HTML, not after the scripts have run.
  const lead = options.boot.structure && leadImage(options.boot.structure.node);
  if (lead) {
    const preload = `<link rel="preload" as="image" href="${escapeHtml(lead)}" fetchpriority="high" />`;
    out = insertBeforeHeadEnd(out, preload);
  }
  const boot = `<script id="portal-boot" type="application/json">${embedJson(options.boot)}</script>`;
  return insertBeforeHeadEnd(out, boot);
}
