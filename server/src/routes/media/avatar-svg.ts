/** One avatar of the configuration's avatar list (commerce §3): a face drawn from a few parameters. */
interface AvatarLook {
  hue: number;
  skin: string;
  hair: 'short' | 'bun' | 'curls' | 'none';
  hairColor: string;
  headphones: boolean;
  glasses: boolean;
}

const AVATARS: Readonly<Record<string, AvatarLook>> = {
  sunny: { hue: 38, skin: '#f1c7a5', hair: 'short', hairColor: '#4a2f1d', headphones: true, glasses: false },
  river: { hue: 200, skin: '#8d5a3b', hair: 'curls', hairColor: '#1f1a17', headphones: false, glasses: true },
  forest: { hue: 140, skin: '#e0ac86', hair: 'bun', hairColor: '#7a3b16', headphones: false, glasses: false },
  berry: { hue: 330, skin: '#c68863', hair: 'short', hairColor: '#2a1b12', headphones: false, glasses: true },
  ember: { hue: 12, skin: '#f6d4bc', hair: 'curls', hairColor: '#b5562a', headphones: true, glasses: false },
  lagoon: { hue: 175, skin: '#5e3a26', hair: 'none', hairColor: '#000', headphones: true, glasses: false },
  violet: { hue: 265, skin: '#eab99a', hair: 'bun', hairColor: '#2d2d2d', headphones: false, glasses: true },
  sand: { hue: 48, skin: '#a86f4c', hair: 'short', hairColor: '#d8d2c8', headphones: false, glasses: false },
};

/** The ids the seed puts in the avatar list; each is served as /media/avatar/{id}.svg. */
export const AVATAR_IDS: readonly string[] = Object.keys(AVATARS);

const HAIR: Record<AvatarLook['hair'], (color: string) => string> = {
  short: (c) => `<path d="M37 56c0-19 12-29 27-29s27 10 27 29c-6-9-16-13-27-13s-21 4-27 13z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="64" cy="25" r="10" fill="${c}"/><path d="M38 58c0-20 11-31 26-31s26 11 26 31c-5-12-14-18-26-18s-21 6-26 18z" fill="${c}"/>`,
  curls: (c) =>
    [44, 54, 64, 74, 84]
      .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 33 : 38}" r="10" fill="${c}"/>`)
      .join(''),
  none: () => '',
};

function drawAvatar(look: AvatarLook): string {
  const { hue } = look;
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 75% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 60% 42%)"/>`,
    '</linearGradient></defs>',
    '<rect width="128" height="128" fill="url(#bg)"/>',
    `<path d="M22 128c0-25 19-40 42-40s42 15 42 40z" fill="hsl(${(hue + 180) % 360} 45% 32%)"/>`,
    `<rect x="56" y="76" width="16" height="16" rx="6" fill="${look.skin}"/>`,
    `<circle cx="64" cy="58" r="26" fill="${look.skin}"/>`,
    HAIR[look.hair](look.hairColor),
    '<circle cx="55" cy="59" r="3.2" fill="#231f20"/><circle cx="73" cy="59" r="3.2" fill="#231f20"/>',
    '<path d="M55 69q9 8 18 0" fill="none" stroke="#231f20" stroke-width="3" stroke-linecap="round"/>',
  ];
  if (look.glasses) {
    parts.push(
      '<g fill="none" stroke="#231f20" stroke-width="2.5"><circle cx="55" cy="59" r="7"/><circle cx="73" cy="59" r="7"/><path d="M62 59h4"/></g>',
    );
  }
  if (look.headphones) {
    parts.push(
      '<path d="M34 62c0-21 13-36 30-36s30 15 30 36" fill="none" stroke="#1d1d1f" stroke-width="6" stroke-linecap="round"/>',
      `<rect x="28" y="54" width="12" height="20" rx="5" fill="hsl(${hue} 80% 45%)"/>`,
      `<rect x="88" y="54" width="12" height="20" rx="5" fill="hsl(${hue} 80% 45%)"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** The avatar's SVG, or undefined for an id not in the list. */
export function avatarSvg(id: string): string | undefined {
  const look = Object.hasOwn(AVATARS, id) ? AVATARS[id] : undefined;
  return look && drawAvatar(look);
}
