import classes from './chevron.module.css';

/** A chevron pointing along the reading direction ("forward") or against it; mirrored in rtl by CSS. */
export function Chevron({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg
      className={classes.chevron}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'forward' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
