/** Icons of the video controls the shared player icons lack (24 px grid, currentColor). */
interface IconProps {
  size: number;
}

const svg = (size: number, path: string) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

export const FullscreenIcon = ({ size }: IconProps) =>
  svg(size, 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z');
export const ExitFullscreenIcon = ({ size }: IconProps) =>
  svg(size, 'M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z');
export const PipIcon = ({ size }: IconProps) => svg(size, 'M3 5h18v14H3zm2 2v10h14V7zm7 5h6v4h-6z');
export const SubtitlesIcon = ({ size }: IconProps) =>
  svg(size, 'M3 5h18v14H3zm2 2v10h14V7zm2 6h4v2H7zm6 0h4v2h-4zm-6-3h10v2H7z');
export const QualityIcon = ({ size }: IconProps) =>
  svg(size, 'M3 17h4v-4H3zm7 0h4V9h-4zm7 0h4V5h-4zM3 19h18v1H3z');
export const AudioTrackIcon = ({ size }: IconProps) =>
  svg(
    size,
    'M12 3a4 4 0 0 1 4 4v5a4 4 0 0 1-8 0V7a4 4 0 0 1 4-4zm-7 9h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h-2v-2.1A7 7 0 0 1 5 12z',
  );
export const SpeedIcon = ({ size }: IconProps) =>
  svg(
    size,
    'M12 4a9 9 0 0 0-9 9h2a7 7 0 1 1 14 0h2a9 9 0 0 0-9-9zm4.2 3.4-5 5.2a1.6 1.6 0 1 0 2.3 2.2l3.9-6z',
  );
