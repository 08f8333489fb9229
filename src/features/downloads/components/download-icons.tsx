import { SvgIcon as Icon } from '#components/svg-icon.tsx';

/** Decorative icons of the download buttons. */
type IconProps = { size?: number };

export const DownloadIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);

export const DownloadedIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16.5 9.5" />
  </Icon>
);

export const PauseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 7v10M15 7v10" />
  </Icon>
);

export const BlockedIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </Icon>
);

export const ClockIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const WarningIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Icon>
);

export const ShieldIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.3 2.3 4.2-4.3" />
  </Icon>
);

/** The cover of the downloads kept without a collection: a stack of items. */
export const StackIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="4" y="8" width="16" height="12" rx="2" />
    <path d="M6.5 5h11M9 2.5h6" />
  </Icon>
);

/** A ring that fills with the download's progress (0–1); the button around it says the percentage. */
export function ProgressRing({ value, size = 28 }: { value: number; size?: number }) {
  const radius = 10;
  const length = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.25}
        strokeWidth={2.5}
      />
      <circle
        cx="12"
        cy="12"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeDasharray={length}
        strokeDashoffset={length * (1 - Math.min(1, Math.max(0, value)))}
        transform="rotate(-90 12 12)"
      />
      <path d="M10 9v6M14 9v6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}
