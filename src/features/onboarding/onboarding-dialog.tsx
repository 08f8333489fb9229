import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import classes from './onboarding-dialog.module.css';

/** Commerce §2 onboarding: a few slides on what the portal offers, with skip, next and done. */
export function OnboardingDialog({ onClose }: DialogComponentProps<'onboarding'>) {
  const { t } = useLingui();
  const headingId = useId();
  const slides = [
    {
      title: t`Everything in one place`,
      text: t`Music, video, podcasts, audiobooks, games, news and vouchers, in six languages.`,
    },
    {
      title: t`Take it offline`,
      text: t`Download albums, episodes and films to your device and play them without a connection.`,
    },
    {
      title: t`Install the app`,
      text: t`Add the portal to your home screen or desktop: it opens like an app and starts faster.`,
    },
  ];
  const [index, setIndex] = useState(0);
  const slide = slides[index] ?? slides[0];
  const last = index === slides.length - 1;
  return (
    <DialogFrame title={t`Welcome`} onClose={onClose}>
      <section className={classes.slide} aria-labelledby={headingId} data-onboarding-slide={index + 1}>
        <p className={classes.step}>{t`Step ${index + 1} of ${slides.length}`}</p>
        <h3 id={headingId} className={classes.heading}>
          {slide?.title}
        </h3>
        <p aria-live="polite">{slide?.text}</p>
      </section>
      <div className={dialogActionsClass}>
        {!last && (
          <Button variant="default" onClick={onClose}>
            {t`Skip`}
          </Button>
        )}
        {/* One button that turns into Done, so focus stays on it through the slides. */}
        <Button onClick={last ? onClose : () => setIndex(index + 1)} data-autofocus>
          {last ? t`Done` : t`Next`}
        </Button>
      </div>
    </DialogFrame>
  );
}
