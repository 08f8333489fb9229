import type { ReactNode } from 'react';

/**
 * The frame of every inline icon (no icon library in the first load): a 24×24 view box drawn in
 * the current text colour, stroked unless `filled`. Always decorative (the buttons around the
 * icons carry the labels), hence aria-hidden and not focusable.
 */
export function SvgIcon({
  children,
  size = 20,
  filled = false,
}: {
  children: ReactNode;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
