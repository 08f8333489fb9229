import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './downloads-page.module.css';

/** Deleting every download asks once more, in place; focus moves to the question's answer and back. */
export function DeleteAll({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <Button ref={askRef} variant="default" onClick={() => setAsking(true)}>
        {t`Delete all downloads`}
      </Button>
    );
  return (
    <div className={classes.confirm}>
      <p>{t`Delete every download from this device? You can download them again while online.`}</p>
      <Button
        ref={confirmRef}
        color="red"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t`Delete all`}
      </Button>
      <Button variant="default" onClick={() => setAsking(false)}>
        {t`Cancel`}
      </Button>
    </div>
  );
}
