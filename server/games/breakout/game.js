// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * Breakout — keep the ball up with the paddle and break every brick; a cleared wall brings the next level with
 * more rows, tougher top bricks, a faster ball and a narrower paddle. Three lives; a served ball leaves by itself
 * after 3 s.
 * Points: a brick is worth 1, 3, 5 or 7 by its row (the top rows pay most), counted when it breaks. A brick can
 * break at most once every 0.1 s (the ball still bounces off one hit sooner), so a round earns at most
 * 7 / 0.1 = 70 points a second (maxPointsPerSecond in ../engines.json).
 * The logic (create, update) runs without a page too: the tests load this file in a bare context and read GameLogic.
 */
((root) => {
  const W = 640;
  const H = 480;
  const TOP = 42;
  const COLS = 10;
  const BRICK_W = 58;
  const BRICK_H = 20;
  const GAP = 4;
  const LEFT = (W - (COLS * BRICK_W + (COLS - 1) * GAP)) / 2;
  const PADDLE_Y = 450;
  const R = 6;
  const BREAK_EVERY = 0.1;
  const TOP_POINTS = 7;
  const MAX_POINTS_PER_SECOND = TOP_POINTS / BREAK_EVERY;
  const COLORS = ['#ff5c7a', '#ff8a4c', '#ffc84c', '#9be15d', '#4cd6c8', '#4c9bff', '#8f6bff', '#d66bff'];

  const wall = (level) => {
    const rows = Math.min(8, 3 + level);
    const bricks = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < COLS; col++) {
        bricks.push({
          x: LEFT + col * (BRICK_W + GAP),
          y: TOP + 30 + row * (BRICK_H + GAP),
          hp: row === 0 && level >= 3 ? 2 : 1,
          points: Math.max(1, TOP_POINTS - 2 * Math.floor((row * 4) / rows)),
          color: COLORS[row],
        });
      }
    }
    return bricks;
  };

  const serve = (s) => {
    s.ball = { x: s.paddle.x, y: PADDLE_Y - R - 1, vx: 0, vy: 0, stuck: true };
  };

  const create = (seed, options = {}) => {
    const s = {
      rng: root.GameHost.random(seed),
      reduced: !!options.reduced,
      score: 0,
      over: false,
      lives: 3,
      level: 1,
      sinceBreak: BREAK_EVERY,
      paddle: { x: W / 2, w: 96 },
      pointerX: null,
      bricks: wall(1),
      particles: [],
    };
    serve(s);
    return s;
  };

  const speedOf = (s) => Math.min(560, 300 + 30 * s.level);
  const aim = (ball, speed, angle) => {
    ball.vx = speed * Math.sin(angle);
    ball.vy = -speed * Math.cos(angle);
  };

  const breakBrick = (s, brick) => {
    brick.hp -= 1;
    if (brick.hp > 0) return;
    s.score += brick.points;
    const n = s.reduced ? 2 : 10;
    for (let i = 0; i < n; i++) {
      s.particles.push({
        x: brick.x + s.rng() * BRICK_W,
        y: brick.y + s.rng() * BRICK_H,
        vx: (s.rng() - 0.5) * 160,
        vy: (s.rng() - 0.2) * 160,
        life: 0.5,
        color: brick.color,
      });
    }
  };

  const update = (s, dt, input) => {
    const paddle = s.paddle;
    const moved = s.pointerX !== null && input.pointer.x !== s.pointerX;
    s.pointerX = input.pointer.x;
    if (moved || input.pointer.down) paddle.x = input.pointer.x;
    else paddle.x += ((input.right ? 1 : 0) - (input.left ? 1 : 0)) * 560 * dt;
    paddle.x = Math.max(paddle.w / 2, Math.min(W - paddle.w / 2, paddle.x));
    s.sinceBreak += dt;
    const ball = s.ball;
    if (ball.stuck) {
      ball.x = paddle.x;
      ball.wait = (ball.wait ?? 0) + dt;
      if (input.pressed.action || input.pressed.up || input.taps.length > 0 || ball.wait > 3) {
        ball.stuck = false;
        aim(ball, speedOf(s), (s.rng() - 0.5) * 0.8);
      }
    } else {
      const px = ball.x;
      const py = ball.y;
      ball.x += ball.vx * dt;
      ball.y += ball.vy * dt;
      if (ball.x < R) ball.vx = Math.abs(ball.vx);
      if (ball.x > W - R) ball.vx = -Math.abs(ball.vx);
      if (ball.y < TOP + R) ball.vy = Math.abs(ball.vy);
      const half = paddle.w / 2;
      if (
        ball.vy > 0 &&
        py + R <= PADDLE_Y + 2 &&
        ball.y + R >= PADDLE_Y &&
        Math.abs(ball.x - paddle.x) <= half + R
      ) {
        const speed = Math.min(620, Math.hypot(ball.vx, ball.vy) + 6);
        aim(ball, speed, Math.max(-1, Math.min(1, (ball.x - paddle.x) / half)) * 1.05);
        ball.y = PADDLE_Y - R;
      }
      const brick = s.bricks.find(
        (b) =>
          b.hp > 0 &&
          ball.x + R > b.x &&
          ball.x - R < b.x + BRICK_W &&
          ball.y + R > b.y &&
          ball.y - R < b.y + BRICK_H,
      );
      if (brick) {
        if (px < brick.x || px > brick.x + BRICK_W) ball.vx = -ball.vx;
        else ball.vy = -ball.vy;
        ball.x = px;
        ball.y = py;
        if (s.sinceBreak >= BREAK_EVERY) {
          s.sinceBreak = 0;
          breakBrick(s, brick);
        }
      }
      if (ball.y > H + R) {
        s.lives -= 1;
        if (s.lives <= 0) s.over = true;
        else serve(s);
      }
    }
    s.bricks = s.bricks.filter((b) => b.hp > 0);
    if (s.bricks.length === 0) {
      s.level += 1;
      s.bricks = wall(s.level);
      paddle.w = Math.max(60, 96 - 6 * (s.level - 1));
      serve(s);
    }
    for (const p of s.particles) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vy += 400 * dt;
      p.life -= dt;
    }
    s.particles = s.particles.filter((p) => p.life > 0);
  };

  const logic = {
    name: 'breakout',
    width: W,
    height: H,
    maxPointsPerSecond: MAX_POINTS_PER_SECOND,
    create,
    update,
  };
  root.GameLogic = logic;
  if (!root.GameHost.play) return;

  const draw = (ctx, s) => {
    const bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#0d0a1f');
    bg.addColorStop(1, '#1c1240');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    for (const b of s.bricks) {
      ctx.fillStyle = b.color;
      ctx.fillRect(b.x, b.y, BRICK_W, BRICK_H);
      ctx.fillStyle = 'rgba(255,255,255,0.25)';
      ctx.fillRect(b.x, b.y, BRICK_W, 4);
      if (b.hp > 1) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.strokeRect(b.x + 2, b.y + 2, BRICK_W - 4, BRICK_H - 4);
      }
    }
    const p = s.paddle;
    ctx.fillStyle = '#e8f1ff';
    ctx.beginPath();
    ctx.roundRect(p.x - p.w / 2, PADDLE_Y, p.w, 12, 6);
    ctx.fill();
    ctx.fillStyle = '#ffe27a';
    ctx.beginPath();
    ctx.arc(s.ball.x, s.ball.y, R, 0, Math.PI * 2);
    ctx.fill();
    for (const q of s.particles) {
      ctx.globalAlpha = Math.max(0, q.life * 2);
      ctx.fillStyle = q.color;
      ctx.fillRect(q.x - 2, q.y - 2, 4, 4);
    }
    ctx.globalAlpha = 1;
  };
  const hud = (s) => [
    ['lives', s.lives],
    ['level', s.level],
  ];
  root.GameHost.play({ ...logic, title: 'Breakout', letterbox: '#07051a', draw, hud });
})(globalThis);
