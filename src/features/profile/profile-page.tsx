import type { ReactNode } from 'react';
import { PageFrame } from '#components/page-frame.tsx';
import classes from './profile.module.css';

/** The frame of the profile pages (title, analytics) in the profile's narrow column. */
export function ProfilePage({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
  return (
    <PageFrame fallbackTitle={fallbackTitle} classNames={classes}>
      {children}
    </PageFrame>
  );
}
