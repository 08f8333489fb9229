import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './error-screen.module.css';

interface ErrorScreenProps {
  /** HTTP-like status shown large above the heading (404, 500 …); omitted when there is none. */
  status?: number;
  heading: string;
  description: string;
  action: ReactNode;
}

/** The generic error screen (shell §2): status, heading, description, and a way on. The heading is the page title. */
export function ErrorScreen({ status, heading, description, action }: ErrorScreenProps) {
  useDocumentTitle(heading);
  return (
    <section className={classes.screen}>
      {status ? (
        <p className={classes.status} aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 className={classes.heading}>{heading}</h1>
      <p className={classes.description}>{description}</p>
      {action}
    </section>
  );
}
