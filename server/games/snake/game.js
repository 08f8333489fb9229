// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * Snake — steer the snake through a maze and eat the dots; it grows with each one. Eight dots clear a level: the
 * next maze, a faster snake. Running into a wall or into itself ends the round.
 * Points: 10 a dot. The snake moves at most once every 0.07 s and a dot always appears at least 6 moves from the
 * head, so a round earns at most 10 / (6 × 0.07) < 24 points a second (maxPointsPerSecond in ../engines.json).
 * The logic (create, update) runs without a page too: the tests load this file in a bare context and read GameLogic.
 */
((root) => {
  const W = 640;
  const H = 480;
  const CELL = 20;
  const COLS = 32;
  const ROWS = 21;
  const OY = H - ROWS * CELL;
  const DOT_POINTS = 10;
  const MIN_DOT_DISTANCE = 6;
  const FASTEST = 0.07;
  const DOTS_PER_LEVEL = 8;
  const MAX_POINTS_PER_SECOND = Math.ceil(DOT_POINTS / (MIN_DOT_DISTANCE * FASTEST));
  const DIRS = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

  /** The walls of a level's maze: the border, then bars, pillars and a cross in turn. */
  const maze = (level) => {
    const walls = new Set();
    const add = (x, y) => walls.add(y * COLS + x);
    for (let x = 0; x < COLS; x++) {
      add(x, 0);
      add(x, ROWS - 1);
    }
    for (let y = 0; y < ROWS; y++) {
      add(0, y);
      add(COLS - 1, y);
    }
    const layout = (level - 1) % 4;
    for (let i = 0; i < 32; i++) {
      if (layout === 1 && i >= 8 && i <= 23) {
        add(i, 6);
        add(i, 14);
      }
      if (layout === 2 && i >= 4 && i <= 15) {
        add(10, i);
        add(21, i);
      }
      if (layout === 3) {
        if (i >= 5 && i <= 26 && (i < 13 || i > 18)) add(i, 9);
        if (i >= 2 && i <= 16 && (i < 7 || i > 11)) add(16, i);
      }
    }
    return walls;
  };

  const placeDot = (s) => {
    const [hx, hy] = s.snake[0];
    const taken = new Set(s.snake.map(([x, y]) => y * COLS + x));
    const free = [];
    for (let y = 1; y < ROWS - 1; y++) {
      for (let x = 1; x < COLS - 1; x++) {
        const k = y * COLS + x;
        if (!s.walls.has(k) && !taken.has(k) && Math.abs(x - hx) + Math.abs(y - hy) >= MIN_DOT_DISTANCE)
          free.push([x, y]);
      }
    }
    s.dot = free[Math.floor(s.rng() * free.length)] ?? [COLS - 3, 2];
  };

  const startLevel = (s) => {
    s.walls = maze(s.level);
    s.snake = [
      [6, 18],
      [5, 18],
      [4, 18],
      [3, 18],
    ];
    s.dir = 'right';
    s.turns = [];
    s.grow = 0;
    s.eaten = 0;
    s.clock = 0;
    s.wait = 0.8;
    s.every = Math.max(FASTEST, 0.15 - 0.012 * (s.level - 1));
    placeDot(s);
  };

  const create = (seed) => {
    const s = { rng: root.GameHost.random(seed), score: 0, over: false, level: 1 };
    startLevel(s);
    return s;
  };

  const turn = (s, dir) => {
    const last = s.turns.at(-1) ?? s.dir;
    const [dx, dy] = DIRS[dir];
    const [lx, ly] = DIRS[last];
    if (dir === last || (dx === -lx && dy === -ly) || s.turns.length >= 3) return;
    s.turns.push(dir);
  };

  const update = (s, dt, input) => {
    for (const dir of Object.keys(DIRS)) if (input.pressed[dir]) turn(s, dir);
    for (const dir of input.swipes) turn(s, dir);
    for (const tap of input.taps) {
      const [hx, hy] = s.snake[0];
      const dx = tap.x - (hx + 0.5) * CELL;
      const dy = tap.y - (OY + (hy + 0.5) * CELL);
      const vertical = DIRS[s.turns.at(-1) ?? s.dir][1] !== 0;
      turn(s, vertical ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    }
    if (s.wait > 0) {
      s.wait -= dt;
      return;
    }
    s.clock += dt;
    if (s.clock < s.every) return;
    s.clock = 0;
    if (s.turns.length) s.dir = s.turns.shift();
    const [dx, dy] = DIRS[s.dir];
    const [hx, hy] = s.snake[0];
    const head = [hx + dx, hy + dy];
    const key = head[1] * COLS + head[0];
    const body = s.grow > 0 ? s.snake : s.snake.slice(0, -1);
    if (s.walls.has(key) || body.some(([x, y]) => x === head[0] && y === head[1])) {
      s.over = true;
      return;
    }
    s.snake.unshift(head);
    if (s.grow > 0) s.grow -= 1;
    else s.snake.pop();
    if (head[0] === s.dot[0] && head[1] === s.dot[1]) {
      s.score += DOT_POINTS;
      s.grow += 3;
      s.eaten += 1;
      if (s.eaten >= DOTS_PER_LEVEL) {
        s.level += 1;
        startLevel(s);
      } else {
        placeDot(s);
      }
    }
  };

  const logic = {
    name: 'snake',
    width: W,
    height: H,
    maxPointsPerSecond: MAX_POINTS_PER_SECOND,
    grid: { cols: COLS, rows: ROWS },
    create,
    update,
  };
  root.GameLogic = logic;
  if (!root.GameHost.play) return;

  const draw = (ctx, s, view) => {
    ctx.fillStyle = '#07140d';
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = '#0b1e13';
    for (let y = 0; y < ROWS; y++) {
      for (let x = y % 2; x < COLS; x += 2) ctx.fillRect(x * CELL, OY + y * CELL, CELL, CELL);
    }
    ctx.fillStyle = '#3d5a80';
    for (const k of s.walls)
      ctx.fillRect((k % COLS) * CELL + 1, OY + Math.floor(k / COLS) * CELL + 1, CELL - 2, CELL - 2);
    const pulse = view.reduced ? 0 : Math.sin(view.time * 8) * 1.5;
    ctx.fillStyle = '#ffd166';
    ctx.beginPath();
    ctx.arc((s.dot[0] + 0.5) * CELL, OY + (s.dot[1] + 0.5) * CELL, 6 + pulse, 0, Math.PI * 2);
    ctx.fill();
    s.snake.forEach(([x, y], i) => {
      ctx.fillStyle = s.over ? '#ef476f' : i === 0 ? '#8cff98' : i % 2 ? '#3fcf66' : '#35b85a';
      ctx.beginPath();
      ctx.roundRect(x * CELL + 1, OY + y * CELL + 1, CELL - 2, CELL - 2, i === 0 ? 7 : 4);
      ctx.fill();
    });
    const [hx, hy] = s.snake[0];
    const [dx, dy] = DIRS[s.dir];
    ctx.fillStyle = '#06210f';
    for (const side of [-1, 1]) {
      const ex = (hx + 0.5) * CELL + dx * 4 + dy * side * 4;
      const ey = OY + (hy + 0.5) * CELL + dy * 4 + dx * side * 4;
      ctx.fillRect(ex - 1.5, ey - 1.5, 3, 3);
    }
  };
  const hud = (s) => [['level', s.level]];
  root.GameHost.play({ ...logic, title: 'Snake', letterbox: '#030a06', draw, hud });
})(globalThis);
