/** The navigation's icons: inline, decorative (every entry has a visible label). */
import type { ComponentType } from 'react';
import { SvgIcon as Icon } from '#components/svg-icon.tsx';
import type { FamilyKey } from './families.ts';

export const HomeIcon = () => (
  <Icon size={22}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </Icon>
);

export const SearchIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const LibraryIcon = () => (
  <Icon size={22}>
    <path d="M4 4v16M8 4v16M12 5l4 15M17 4l3 1-3 15" />
  </Icon>
);

const MusicIcon = () => (
  <Icon size={22}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </Icon>
);

const VideoIcon = () => (
  <Icon size={22}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10 9l5 3-5 3z" />
  </Icon>
);

const PodcastIcon = () => (
  <Icon size={22}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

const AudiobookIcon = () => (
  <Icon size={22}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 21a2 2 0 0 1 2-2h13v2z" />
  </Icon>
);

const GamesIcon = () => (
  <Icon size={22}>
    <rect x="2" y="7" width="20" height="11" rx="4" />
    <path d="M7 11v3M5.5 12.5h3M15 12h.01M18 13h.01" />
  </Icon>
);

const NewsIcon = () => (
  <Icon size={22}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 8h10M7 12h10M7 16h6" />
  </Icon>
);

const ShopIcon = () => (
  <Icon size={22}>
    <path d="M5 7h14l-1 13H6z" />
    <path d="M9 7a3 3 0 0 1 6 0" />
  </Icon>
);

export const FAMILY_ICONS: Readonly<Record<FamilyKey, ComponentType>> = {
  music: MusicIcon,
  video: VideoIcon,
  podcasts: PodcastIcon,
  audiobooks: AudiobookIcon,
  games: GamesIcon,
  news: NewsIcon,
  shop: ShopIcon,
};
