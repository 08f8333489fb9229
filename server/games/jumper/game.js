// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * Jumper — an endless runner: the runner speeds along the platforms by itself; jump (twice in the air at most)
 * over the gaps and the spikes and collect the coins. The run gets faster, the gaps wider and the platforms
 * shorter; falling, hitting a spike or running into a ledge ends it.
 * Points: 1 for every 100 px run and 5 a coin. The run is at most 560 px a second and coins are at least 48 px
 * apart, so a round earns at most 560/100 + 560/48 × 5 < 64 points a second (maxPointsPerSecond in ../engines.json).
 * The logic (create, update) runs without a page too: the tests load this file in a bare context and read GameLogic.
 */
((root) => {
  const W = 800;
  const H = 450;
  const RUNNER_X = 160;
  const RW = 26;
  const RH = 34;
  const MAX_SPEED = 560;
  const STEP_POINTS_EVERY = 100;
  const COIN_GAP = 48;
  const COIN_POINTS = 5;
  const MAX_POINTS_PER_SECOND = Math.ceil(
    MAX_SPEED / STEP_POINTS_EVERY + (MAX_SPEED / COIN_GAP) * COIN_POINTS,
  );
  const GRAVITY = 2400;
  const JUMP = 760;

  const addPlatform = (s) => {
    const last = s.platforms.at(-1);
    const hard = Math.min(1, s.time / 90);
    const gap = last ? 50 + s.rng() * (60 + 150 * hard) * (s.speed / 400) : 0;
    const x = last ? last.x + last.w + gap : -50;
    const w = last ? 200 + s.rng() * (420 - 220 * hard) : 900;
    const y = last ? Math.max(220, Math.min(390, last.y + (s.rng() - 0.55) * 160)) : 340;
    const platform = { x, w, y, spikes: [] };
    if (last && s.time > 6 && w > 300 && s.rng() < 0.35 + 0.4 * hard) {
      platform.spikes.push(x + 120 + s.rng() * (w - 240));
    }
    if (s.rng() < 0.6) {
      const count = 3 + Math.floor(s.rng() * 4);
      const start = Math.max(x + 40, s.lastCoin + COIN_GAP, 320);
      for (let i = 0; i < count; i++) {
        const cx = start + i * COIN_GAP;
        if (cx > x + w - 20) break;
        s.coins.push({ x: cx, y: y - 40 - Math.sin((i / Math.max(1, count - 1)) * Math.PI) * 50 });
        s.lastCoin = cx;
      }
    }
    s.platforms.push(platform);
  };

  const create = (seed, options = {}) => {
    const s = {
      rng: root.GameHost.random(seed),
      reduced: !!options.reduced,
      score: 0,
      over: false,
      time: 0,
      speed: 260,
      dist: 0,
      counted: 0,
      lastCoin: -Infinity,
      runner: { y: 340 - RH, vy: 0, ground: true, jumps: 2, held: false },
      platforms: [],
      coins: [],
      dust: [],
    };
    while (!s.platforms.length || s.platforms.at(-1).x < W * 2) addPlatform(s);
    return s;
  };

  const puff = (s, x, y) => {
    for (let i = 0; i < (s.reduced ? 2 : 8); i++) {
      s.dust.push({ x, y, vx: -60 - s.rng() * 120, vy: -s.rng() * 80, life: 0.4 });
    }
  };

  const update = (s, dt, input) => {
    s.time += dt;
    s.speed = Math.min(MAX_SPEED, 260 + 5 * s.time);
    s.dist += s.speed * dt;
    while (s.dist - s.counted >= STEP_POINTS_EVERY) {
      s.counted += STEP_POINTS_EVERY;
      s.score += 1;
    }
    const r = s.runner;
    const jump = input.pressed.action || input.pressed.up || input.taps.length > 0;
    if (jump && r.jumps > 0) {
      r.vy = -JUMP * (r.ground ? 1 : 0.85);
      r.jumps -= 1;
      r.ground = false;
      r.held = true;
    }
    const holding = input.action || input.up || input.pointer.down;
    if (r.held && !holding) {
      r.held = false;
      if (r.vy < -320) r.vy = -320;
    }
    const feet = r.y + RH;
    r.vy += GRAVITY * dt;
    r.y += r.vy * dt;
    const left = s.dist + RUNNER_X;
    const under = s.platforms.filter((p) => left + RW > p.x && left < p.x + p.w);
    r.ground = false;
    for (const p of under) {
      if (r.vy >= 0 && feet <= p.y + 1 && r.y + RH >= p.y) {
        if (r.vy > 600) puff(s, RUNNER_X + RW / 2, p.y);
        r.y = p.y - RH;
        r.vy = 0;
        r.ground = true;
        r.jumps = 2;
      } else if (r.y + RH > p.y + 10) {
        s.over = true;
      }
      for (const spike of p.spikes) {
        if (left + RW > spike - 10 && left < spike + 10 && r.y + RH > p.y - 18) s.over = true;
      }
    }
    if (r.y > H + 40) s.over = true;
    s.coins = s.coins.filter((c) => {
      const hit = Math.abs(c.x - (left + RW / 2)) < 20 && Math.abs(c.y - (r.y + RH / 2)) < 26;
      if (hit) s.score += COIN_POINTS;
      return !hit && c.x > s.dist - 40;
    });
    s.platforms = s.platforms.filter((p) => p.x + p.w > s.dist - 40);
    while (s.platforms.at(-1).x < s.dist + W * 2) addPlatform(s);
    for (const d of s.dust) {
      d.x += d.vx * dt;
      d.y += d.vy * dt;
      d.life -= dt;
    }
    s.dust = s.dust.filter((d) => d.life > 0);
  };

  const logic = {
    name: 'jumper',
    width: W,
    height: H,
    maxPointsPerSecond: MAX_POINTS_PER_SECOND,
    create,
    update,
  };
  root.GameLogic = logic;
  if (!root.GameHost.play) return;

  const draw = (ctx, s, view) => {
    const sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, '#0a1628');
    sky.addColorStop(1, '#2b4a7a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = '#1d3557';
    const hills = view.reduced ? 0 : s.dist * 0.2;
    for (let i = -1; i < 6; i++) {
      const x = i * 200 - (hills % 200);
      ctx.beginPath();
      ctx.moveTo(x, H);
      ctx.quadraticCurveTo(x + 100, 260 + (((i + Math.floor(hills / 200)) * 37) % 60), x + 200, H);
      ctx.fill();
    }
    for (const p of s.platforms) {
      const x = p.x - s.dist;
      ctx.fillStyle = '#6b4f3a';
      ctx.fillRect(x, p.y, p.w, H - p.y);
      ctx.fillStyle = '#57cc99';
      ctx.fillRect(x, p.y, p.w, 10);
      ctx.fillStyle = '#d9e2ec';
      for (const spike of p.spikes) {
        ctx.beginPath();
        ctx.moveTo(spike - s.dist - 12, p.y);
        ctx.lineTo(spike - s.dist, p.y - 20);
        ctx.lineTo(spike - s.dist + 12, p.y);
        ctx.fill();
      }
    }
    ctx.fillStyle = '#ffd166';
    for (const c of s.coins) {
      ctx.beginPath();
      ctx.arc(c.x - s.dist, c.y, 8, 0, Math.PI * 2);
      ctx.fill();
    }
    const r = s.runner;
    ctx.fillStyle = s.over ? '#ef476f' : '#f4f1ff';
    ctx.beginPath();
    ctx.roundRect(RUNNER_X, r.y, RW, RH - 8, 7);
    ctx.fill();
    const stride = view.reduced || !r.ground ? 0 : Math.sin(s.dist / 14) * 5;
    ctx.fillRect(RUNNER_X + 5 + stride, r.y + RH - 10, 6, 10);
    ctx.fillRect(RUNNER_X + 15 - stride, r.y + RH - 10, 6, 10);
    ctx.fillStyle = '#0a1628';
    ctx.fillRect(RUNNER_X + 16, r.y + 8, 5, 5);
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    for (const d of s.dust) ctx.fillRect(d.x, d.y, 3, 3);
  };
  const hud = () => [];
  root.GameHost.play({ ...logic, title: 'Jumper', letterbox: '#050b14', draw, hud });
})(globalThis);
