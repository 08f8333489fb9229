/* Players for games.test.ts: one that plays each game well (to show the bound holds for good play) and a random one. */

type Keys = { left: boolean; right: boolean; up: boolean; down: boolean; action: boolean };
type Dir = 'left' | 'right' | 'up' | 'down';
export type Input = Keys & {
  pressed: Keys;
  pointer: { x: number; y: number; down: boolean };
  taps: { x: number; y: number }[];
  swipes: Dir[];
};
// biome-ignore lint/suspicious/noExplicitAny: each game's state is its own plain-JS shape, read loosely by the bots.
export type State = { score: number; over: boolean; [key: string]: any };
export type Logic = {
  name: string;
  maxPointsPerSecond: number;
  grid?: { cols: number; rows: number };
  create: (seed: number, options?: { reduced: boolean }) => State;
  update: (s: State, dt: number, input: Input) => void;
};
type Player = (s: State, input: Input) => void;

export const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A random player: keys held and pressed, the pointer dragged and tapped, swipes. */
export const monkey = (seed: number): Player => {
  const next = random(seed);
  return (_s, input) => {
    for (const key of ['left', 'right', 'up', 'down', 'action'] as const) {
      if (next() < 0.02) input[key] = !input[key];
      if (next() < 0.01) input.pressed[key] = true;
    }
    if (next() < 0.01) input.pointer.down = !input.pointer.down;
    input.pointer.x = Math.max(0, Math.min(800, input.pointer.x + (next() - 0.5) * 40));
    input.pointer.y = Math.max(0, Math.min(480, input.pointer.y + (next() - 0.5) * 40));
    if (next() < 0.01) input.taps.push({ x: next() * 640, y: next() * 480 });
    if (next() < 0.005)
      input.swipes.push((['left', 'right', 'up', 'down'] as const)[Math.floor(next() * 4)]!);
  };
};

const meteor: Player = (s, input) => {
  input.action = true;
  const target = s.meteors.filter((m: State) => m.y < 400).sort((a: State, b: State) => b.y - a.y)[0];
  input.left = !!target && target.x < s.ship.x - 6;
  input.right = !!target && target.x > s.ship.x + 6;
};

const breakout: Player = (s, input) => {
  input.left = s.ball.x < s.paddle.x - 12;
  input.right = s.ball.x > s.paddle.x + 12;
  input.pressed.action = true;
};

const STEPS: [Dir, number, number][] = [
  ['left', -1, 0],
  ['right', 1, 0],
  ['up', 0, -1],
  ['down', 0, 1],
];
/** Breadth-first search from the head to the dot; the first step of the path is pressed. */
const snake =
  (cols: number): Player =>
  (s, input) => {
    if (s.turns.length) return;
    const blocked = new Set<number>([
      ...s.walls,
      ...s.snake.slice(0, -1).map(([x, y]: number[]) => y! * cols + x!),
    ]);
    const [hx, hy] = s.snake[0] as number[];
    const start = hy! * cols + hx!;
    const first = new Map<number, Dir>([[start, s.dir]]);
    const queue = [start];
    const goal = s.dot[1] * cols + s.dot[0];
    while (queue.length && !first.has(goal)) {
      const k = queue.shift()!;
      for (const [dir, dx, dy] of STEPS) {
        const n = k + dy * cols + dx;
        if (blocked.has(n) || first.has(n)) continue;
        first.set(n, k === start ? dir : first.get(k)!);
        queue.push(n);
      }
    }
    const safe = STEPS.find(([, dx, dy]) => !blocked.has(start + dy * cols + dx))?.[0];
    const dir = first.get(goal) ?? safe;
    if (dir && dir !== s.dir) input.pressed[dir] = true;
  };

/** A player with a perfect memory, turning a card the moment the game lets it. */
const memory: Player = (s, input) => {
  if (s.busy > 0 || s.hideIn > 0 || s.nextIn > 0) return;
  const open = s.open[0];
  const target = open
    ? s.cards.find((c: State) => c !== open && !c.matched && !c.up && c.symbol === open.symbol)
    : s.cards.find((c: State) => !c.matched && !c.up);
  if (target) input.taps.push({ x: target.x + target.w / 2, y: target.y + target.h / 2 });
};

/** Jumps at the end of a platform and before a spike, and jumps again when short of the next platform. */
const jumper: Player = (s, input) => {
  const r = s.runner;
  const left = s.dist + 160;
  const here = s.platforms.find((p: State) => left + 26 > p.x && left < p.x + p.w);
  const next = s.platforms.find((p: State) => p.x > left);
  const ahead = s.speed * 0.1;
  if (r.ground && here) {
    const edge = here.x + here.w - (left + 26) < ahead;
    const spike = here.spikes.some((x: number) => x - 14 > left && x - 14 - (left + 26) < ahead);
    const ledge = next && next.y < here.y - 20 && next.x - (left + 26) < ahead * 2;
    if (edge || spike || ledge) input.pressed.action = true;
    input.action = edge || spike || ledge;
  } else if (!r.ground) {
    input.action = r.vy < 0;
    if (r.vy > 0 && r.jumps > 0 && !here && next && r.y + 34 > next.y - 10) input.pressed.action = true;
  }
};

export const bots: Record<string, (logic: Logic) => Player> = {
  meteor: () => meteor,
  breakout: () => breakout,
  snake: (logic) => snake(logic.grid!.cols),
  memory: () => memory,
  jumper: () => jumper,
};
