import type { ReactNode } from 'react';
import { PageFrame } from '../page-frame.tsx';
import classes from './library.module.css';

/** The frame of the search, favourites and history pages (title, analytics) at full width. */
export function LibraryPage({ fallbackTitle, children }: { fallbackTitle: string; children: ReactNode }) {
  return (
    <PageFrame fallbackTitle={fallbackTitle} classNames={classes}>
      {children}
    </PageFrame>
  );
}
