import { SvgIcon } from './svg-icon.tsx';

/** The player's inline icons: decorative (the buttons carry the labels), sized by the caller. */
const Icon = ({ size = 22, ...props }: Parameters<typeof SvgIcon>[0]) => <SvgIcon size={size} {...props} />;

type IconProps = { size?: number };

export const PlayIcon = ({ size }: IconProps) => (
  <Icon size={size} filled>
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.2-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
  </Icon>
);

export const PauseIcon = ({ size }: IconProps) => (
  <Icon size={size} filled>
    <rect x="6" y="4" width="4.5" height="16" rx="1" />
    <rect x="13.5" y="4" width="4.5" height="16" rx="1" />
  </Icon>
);

/** Next and previous point along the reading direction: CSS mirrors them in rtl (data-mirror). */
export const NextIcon = ({ size }: IconProps) => (
  <Icon size={size} filled>
    <path d="M5 5.2v13.6a.8.8 0 0 0 1.2.7L16 13v5.5a1 1 0 0 0 2 0v-13a1 1 0 0 0-2 0V11L6.2 4.5a.8.8 0 0 0-1.2.7z" />
  </Icon>
);

export const PreviousIcon = ({ size }: IconProps) => (
  <Icon size={size} filled>
    <path d="M19 5.2v13.6a.8.8 0 0 1-1.2.7L8 13v5.5a1 1 0 0 1-2 0v-13a1 1 0 0 1 2 0V11l9.8-6.5a.8.8 0 0 1 1.2.7z" />
  </Icon>
);

export const ShuffleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Icon>
);

export const RepeatIcon = ({ size, one = false }: IconProps & { one?: boolean }) => (
  <Icon size={size}>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
    {one && <path d="M11 10h1v4" />}
  </Icon>
);

export const VolumeIcon = ({ size, muted = false }: IconProps & { muted?: boolean }) => (
  <Icon size={size}>
    <path d="M11 5 6 9H2v6h4l5 4V5z" />
    {muted ? <path d="m22 9-6 6M16 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
  </Icon>
);

export const QueueIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 6h13M3 12h13M3 18h9M17 15v6l4-3z" />
  </Icon>
);

export const ExpandIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m18 15-6-6-6 6" />
  </Icon>
);

export const CollapseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const CloseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const KeyboardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </Icon>
);

export const ArrowUpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const ArrowDownIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </Icon>
);

export const AddToQueueIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 6h13M3 12h9M3 18h9M18 12v8M14 16h8" />
  </Icon>
);
