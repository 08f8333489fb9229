import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RTL_LOCALES } from '#contract/locales.ts';
import type { Price } from '#contract/structure-props.ts';
import { formatCount, formatDuration, type LayoutDir, numberingSystemFor } from '#lib/format.ts';
import { dateTimeFormat, numberFormat } from '#lib/intl-cache.ts';
import { formatPriceForLocale } from '#lib/price.ts';
import { configurationQuery } from '../configuration/configuration.queries.ts';

/** Formatting in the page language (commerce §9): durations, counts, dates and prices, Arabic-Indic digits in ar. */
export function useFormats() {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const { data: config } = useQuery(configurationQuery({ api, tenant, locale }));
  const dir: LayoutDir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const priceFormat = config?.priceFormat;
  return {
    locale,
    dir,
    duration: useCallback((seconds: number) => formatDuration(seconds, locale, dir), [locale, dir]),
    count: useCallback((n: number) => formatCount(n, locale, dir), [locale, dir]),
    price: useCallback(
      (price: Price) => formatPriceForLocale(price, locale, priceFormat, dir),
      [locale, priceFormat, dir],
    ),
    percent: useCallback(
      (n: number) =>
        numberFormat(locale, {
          style: 'percent',
          numberingSystem: numberingSystemFor(locale, dir),
        }).format(n / 100),
      [locale, dir],
    ),
    date: useCallback(
      (iso: string) => {
        const time = Date.parse(iso);
        if (!Number.isFinite(time)) return '';
        const numberingSystem = numberingSystemFor(locale, dir);
        return dateTimeFormat(locale, { dateStyle: 'medium', numberingSystem }).format(time);
      },
      [locale, dir],
    ),
  };
}
