import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { CardSkeletons, LoadFailure } from '#components/library-page/notices.tsx';
import { useFormats } from '#platform/locale/use-formats.ts';
import { dismissCardReturn, useCardReturn } from '../card-return-store.ts';
import { cardsInOrder } from '../card-rules.ts';
import { addCardSession, cardsKey, cardsQuery, deleteCard, setDefaultCard } from '../cards.queries.ts';
import { useCommerceScope } from '../use-commerce-scope.ts';
import { CardRow } from './card-row.tsx';
import { useCardTexts } from './card-texts.ts';
import classes from './payment-methods.module.css';

/** /MyPaymentMethods (role user): stored cards, add one through the sandbox, make one default, delete. */
export function PaymentMethodsPage() {
  const { t } = useLingui();
  const { scope, queryClient } = useCommerceScope();
  const { locale, dir } = useFormats();
  const texts = useCardTexts();
  const cards = useQuery(cardsQuery(scope));
  const returned = useCardReturn();
  const [busy, setBusy] = useState<number | 'add' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (id: number | 'add', call: () => Promise<unknown>) => {
    setBusy(id);
    setFailure(null);
    dismissCardReturn();
    try {
      await call();
    } catch (error) {
      setFailure(texts.callError(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: cardsKey(scope) });
    }
  };
  const addCard = () =>
    act('add', async () => {
      const here = new URL(window.location.href);
      here.hash = '';
      const { url } = await addCardSession(scope, here.href);
      window.location.assign(url);
      // The browser is leaving for the sandbox: keep the button busy until it has.
      await new Promise(() => undefined);
    });

  let body: React.ReactNode;
  if (cards.isError && !cards.data) {
    body = (
      <LoadFailure
        message={t`Your payment methods could not be loaded. Check your connection and try again.`}
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
      />
    );
  } else if (!cards.data) {
    body = <CardSkeletons count={2} label={t`Loading your payment methods…`} />;
  } else if (cards.data.length === 0) {
    body = (
      <section className={classes.notice} data-empty="">
        <h2>{t`No cards stored`}</h2>
        <p className={classes.muted}>
          {t`Add a card to pay for subscriptions faster. Only its brand, last four digits and expiry are kept.`}
        </p>
      </section>
    );
  } else {
    body = (
      <ul className={classes.list} aria-label={t`Stored cards`} data-card-list="">
        {cardsInOrder(cards.data).map((card) => (
          <CardRow
            key={card.id}
            card={card}
            locale={locale}
            dir={dir}
            busy={busy === card.id}
            onMakeDefault={() => void act(card.id, () => setDefaultCard(scope, card.id))}
            onDelete={() => void act(card.id, () => deleteCard(scope, card.id))}
          />
        ))}
      </ul>
    );
  }
  return (
    <LibraryPage fallbackTitle={t`Payment methods`}>
      {returned && (
        <div
          className={classes.returned}
          role={returned.kind === 'failed' ? 'alert' : 'status'}
          data-card-return={returned.kind}
          data-failed={returned.kind === 'failed' || undefined}
        >
          <p>{texts.returned(returned)}</p>
          <Button variant="subtle" size="compact-sm" onClick={dismissCardReturn}>
            {t`Dismiss`}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className={classes.returned} data-failed="" data-card-error="">
          {failure}
        </p>
      )}
      <div className={classes.toolbar}>
        <Button onClick={() => void addCard()} loading={busy === 'add'} data-add-card="">
          {t`Add a card`}
        </Button>
      </div>
      {body}
    </LibraryPage>
  );
}
