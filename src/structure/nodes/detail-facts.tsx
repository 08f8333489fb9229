import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DetailProps } from '#contract/structure-props.ts';
import { dateRangeStatus } from '#lib/date-range.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { NodeLink } from '../node-link.tsx';
import classes from './detail-facts.module.css';
import {
  CHILD_LABELS,
  GAME_TYPE_LABELS,
  LINK_LABELS,
  MODEL_LABELS,
  RANGE_LABELS,
  RATING_LABELS,
} from './detail-labels.ts';
import { ItemPrice } from './item-price.tsx';

type Fact = [label: string, value: ReactNode];

/** The family's facts of a details header as a description list: links, counts, length, price, game and event facts. */
export function DetailFacts({ props }: { props: DetailProps }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const facts: Fact[] = [];
  for (const link of props.links ?? []) {
    const label = LINK_LABELS[link.kind];
    facts.push([
      label ? i18n._(label) : t`Related`,
      <NodeLink key={link.url} clickUrl={link.url}>
        {link.title}
      </NodeLink>,
    ]);
  }
  // Shell §2: a partner app backed by a developer app leads to its consent screen.
  if (props.connectUrl)
    facts.push([
      t`Your account`,
      <NodeLink key="connect" clickUrl={props.connectUrl} data-node="connect">
        {t`Connect with your account`}
      </NodeLink>,
    ]);
  const childLabel = CHILD_LABELS[props.kind];
  if (childLabel && props.childCount !== undefined)
    facts.push([i18n._(childLabel), f.count(props.childCount)]);
  if (props.totalDurationSec) facts.push([t`Total length`, f.duration(props.totalDurationSec)]);
  if (props.durationSec !== undefined) facts.push([t`Length`, f.duration(props.durationSec)]);
  if (props.publishedAt) facts.push([t`Published`, f.date(props.publishedAt)]);
  for (const price of props.prices ?? []) {
    const model = MODEL_LABELS[price.businessModel];
    const offer = model ? i18n._(model) : undefined;
    const shown = price.amount === 0 ? (offer ?? t`Free`) : <ItemPrice price={price} />;
    facts.push([
      t`Price`,
      price.amount !== 0 && offer ? (
        <>
          {shown} · {offer}
        </>
      ) : (
        shown
      ),
    ]);
  }
  const subscription = props.businessModel === 'SUBSCRIPTION' && MODEL_LABELS.SUBSCRIPTION;
  // A voucher's price is what the voucher costs; its discount applies at the merchant (a €1 voucher for a free coffee).
  const voucher = props.discountPercentage !== undefined;
  if (subscription && !props.prices?.length) facts.push([t`Price`, i18n._(subscription)]);
  else if (props.price && !props.prices?.length)
    facts.push([voucher ? t`Voucher price` : t`Price`, <ItemPrice key="price" price={props.price} />]);
  if (props.discountPercentage !== undefined) {
    const shown = f.percent(props.discountPercentage);
    facts.push([
      t`Saving at the merchant`,
      props.discountPercentage >= 100 ? t`${shown}: the offer itself is free` : shown,
    ]);
  }
  if (props.availableNo !== undefined) facts.push([t`Still available`, f.count(props.availableNo)]);
  const gameType = props.gameType && GAME_TYPE_LABELS[props.gameType];
  if (gameType) facts.push([t`How it plays`, i18n._(gameType)]);
  if (props.platforms?.length) facts.push([t`Platforms`, props.platforms.join(', ')]);
  if (props.startsAt && props.endsAt) {
    const status = RANGE_LABELS[dateRangeStatus(props.startsAt, props.endsAt)];
    const range = `${f.date(props.startsAt)} – ${f.date(props.endsAt)}`;
    facts.push([t`Dates`, status ? `${range} · ${i18n._(status)}` : range]);
  }
  if (props.teamSize !== undefined) facts.push([t`Team size`, f.count(props.teamSize)]);
  const rating = RATING_LABELS[props.ageRating];
  if (rating) facts.push([t`Age rating`, i18n._(rating)]);
  return (
    <>
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map(([label, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: facts are computed in a fixed order
            <div key={index} className={classes.fact}>
              <dt className={classes.label}>{label}</dt>
              <dd className={classes.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {props.runsOnDevice === false && (
        <p className={classes.warning} role="note">{t`This game is not available for your device.`}</p>
      )}
      {props.runsOnDevice === true && props.platforms && (
        <p className={classes.ok}>{t`This game runs on your device.`}</p>
      )}
    </>
  );
}
