import { HeadContent, Scripts } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type LocaleCode, localeDir } from '#contract/locales.ts';
import type { DocumentContext } from '#platform/router-context.ts';
import { BOOT_ELEMENT_ID } from '#platform/tenant/boot-data.ts';
import { FollowDeviceScheme } from '#platform/theme/follow-device-scheme.tsx';
import { StartWatch } from './start-watch.tsx';

interface AppDocumentProps {
  locale: LocaleCode;
  document: DocumentContext;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by the server and hydrated by the browser: the head comes from the
 * matched routes (title, canonical, previews), the body ends with the router's scripts.
 */
export function AppDocument({ locale, document, children }: AppDocumentProps) {
  return (
    // Mantine and the language switch set these attributes on the live element; React leaves them.
    <html
      lang={locale}
      dir={localeDir(locale)}
      data-mantine-color-scheme={document.colorScheme}
      suppressHydrationWarning
    >
      <head>
        <HeadContent />
        <FollowDeviceScheme />
        <FirstPaintStyles css={document.firstPaintCss} />
      </head>
      <body>
        {document.bootJson ? (
          <script
            id={BOOT_ELEMENT_ID}
            type="application/json"
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped JSON data block, never executed
            dangerouslySetInnerHTML={{ __html: document.bootJson }}
          />
        ) : null}
        {children}
        <StartWatch />
        <Scripts />
      </body>
    </html>
  );
}

const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * The first render's stylesheets as the server inlined them (their files are named for print only): the browser
 * hydrates the text it was sent, read back from the document, and keeps it for the pages that follow.
 */
function FirstPaintStyles({ css }: { css: string | undefined }) {
  const [text] = useState(
    () =>
      css ??
      (typeof window === 'undefined'
        ? undefined
        : (window.document.querySelector(`style[${FIRST_PAINT_ATTRIBUTE}]`)?.textContent ?? undefined)),
  );
  if (text === undefined) return null;
  return (
    <style
      {...{ [FIRST_PAINT_ATTRIBUTE]: '' }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheets, checked for "</style" by the server
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
