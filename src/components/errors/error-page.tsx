import { useLingui } from '@lingui/react/macro';
import { Button, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { configurationQuery } from '#platform/configuration/configuration.queries.ts';
import { allowedStylesheet } from '#platform/theme/tenant-stylesheet.tsx';
import { buttonFill } from './button-fill.ts';
import classes from './error-screen.module.css';
import { type ErrorStatus, type ErrorTexts, errorTexts, NOT_FOUND_TEXTS } from './error-texts.ts';
import { GetStartedButton } from './get-started-button.tsx';
import { useParentalStatus } from './parental-status.ts';
import { useErrorPageEffects } from './use-error-page-effects.ts';

interface ErrorPageProps {
  status: ErrorStatus;
  /** The spec's message, e.g. "Page not found: /ar/x"; shown on 404s, tracked always. */
  message?: string;
  /** The message as the page shows it, in the page's language (the tracked `message` stays the spec's). */
  shownMessage?: string;
  /** A further action beside "get started" (e.g. retry). */
  extraAction?: ReactNode;
  /** Heading and description other than the status's own (the parental gate). */
  texts?: ErrorTexts;
}

/** The generic error screen (shell §2); it renders once the tenant's colours are known. */
export function ErrorPage({ status, message, shownMessage, extraAction, texts: shownTexts }: ErrorPageProps) {
  const { t, i18n } = useLingui();
  const { api, tenant, locale, origin } = useRouteContext({ from: '__root__' });
  const config = useQuery(configurationQuery({ api, tenant, locale }));
  const scheme = useComputedColorScheme('light');
  const parental = useParentalStatus();
  const texts = shownTexts ?? errorTexts(status);
  const heading = i18n._(texts.heading);
  const notFound = status === 404;
  // A failed configuration load must not hide the error screen: the tenant's own colours are enough then.
  const ready = config.status !== 'pending';
  const colors = config.data?.colors ?? tenant.colors;
  const accent = (scheme === 'dark' && colors[1]) || colors[0];
  // The button's fill: the accent, or its first darker shade where the label on it would miss WCAG AA (as the
  // theme's own filled buttons do): a configured #1c7ed6 under white text is 4.19:1, its shade 5.6:1.
  const fill = accent ? buttonFill(accent) : undefined;
  const homeUrl = config.data?.homeUrl ?? '/';

  useErrorPageEffects({
    status,
    notFoundHeading: i18n._(NOT_FOUND_TEXTS.heading),
    detail: message,
    ready,
    homeUrl,
  });
  if (!ready) return null;

  const customStyling = allowedStylesheet(config.data?.customStylingLink, origin);
  return (
    <section
      className={classes.screen}
      data-error-status={String(status)}
      style={{ '--error-accent': accent } as CSSProperties}
    >
      {/* Shell §2: the page title is the heading; React puts it in <head>, in the server's HTML too. */}
      <title>{heading}</title>
      {customStyling && <link rel="stylesheet" href={customStyling} precedence="tenant" />}
      {status !== 'offline' && (
        <p className={classes.status} aria-hidden="true">
          {status}
        </p>
      )}
      <h1 className={classes.heading}>{heading}</h1>
      <p className={classes.description}>{i18n._(texts.description)}</p>
      {notFound && message && <p className={classes.detail}>{shownMessage ?? message}</p>}
      {parental.active && (
        <p className={classes.parental}>{t`Parental control is active, so some content may be hidden.`}</p>
      )}
      <div className={classes.actions}>
        <GetStartedButton
          homeUrl={homeUrl}
          text={config.data?.errorPage.getStartedText}
          notFound={notFound}
          color={fill}
        />
        {/* Offline, what the user downloaded still plays and the library opened before still shows: the ways there. */}
        {status === 'offline' && (
          <>
            <Button component={Link} to="/downloads" variant="default" data-analytics="error-downloads">
              {t`Downloads`}
            </Button>
            <Button component={Link} to="/library" variant="default" data-analytics="error-library">
              {t`Library`}
            </Button>
          </>
        )}
        {extraAction}
      </div>
    </section>
  );
}
