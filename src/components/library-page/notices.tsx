import '@mantine/core/styles/Skeleton.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuthHref } from '../dialogs/auth-links.ts';
import classes from './library.module.css';

/** Grey cards in the grid's shape while a list loads (no layout shift when it arrives). */
export function CardSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={classes.skeletonGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index}>
            <Skeleton style={{ aspectRatio: '1 / 1' }} radius="md" />
            <Skeleton height={14} mt={8} width="80%" radius="sm" />
            <Skeleton height={12} mt={6} width="50%" radius="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A failure announced at once, with a retry. */
export function LoadFailure({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className={classes.notice}>
      <p>{message}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t`Try again`}
      </Button>
    </div>
  );
}

/** Nothing (yet): what would be here, and a way to find something. */
export function EmptyNotice({ title, text }: { title: string; text: string }) {
  const { t } = useLingui();
  return (
    <section className={classes.notice} data-empty="">
      <h2>{title}</h2>
      <p>{text}</p>
      <Button component={Link} to="/" variant="default">
        {t`Browse the catalogue`}
      </Button>
    </section>
  );
}

/** Visitors (role client) on a page of the user's own: why, and the login that comes back here. */
export function LoginPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useLingui();
  const authHref = useAuthHref();
  return (
    <section className={classes.notice} data-login-prompt="">
      <h2>{title}</h2>
      <p>{text}</p>
      <Button component="a" href={authHref('/user/login')}>
        {t`Log in`}
      </Button>
    </section>
  );
}
