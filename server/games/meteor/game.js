// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * Meteor — steer a ship along the bottom, shoot the falling meteors, dodge the rest. Three lives; meteors come
 * faster and more often every 20 seconds (a level).
 * Points: 10 for each meteor destroyed, 1 for each whole second survived. The gun fires at most once every
 * 0.25 s and a shot destroys at most one meteor, so a round earns at most 4 × 10 + 1 = 41 points a second
 * (maxPointsPerSecond in ../engines.json).
 * The logic (create, update) runs without a page too: the tests load this file in a bare context and read GameLogic.
 */
((root) => {
  const W = 640;
  const H = 480;
  const SHIP_Y = 440;
  const FIRE_EVERY = 0.25;
  const KILL_POINTS = 10;
  const MAX_POINTS_PER_SECOND = KILL_POINTS / FIRE_EVERY + 1;

  const create = (seed, options = {}) => {
    const rng = root.GameHost.random(seed);
    const stars = Array.from({ length: 70 }, () => ({ x: rng() * W, y: rng() * H, z: 0.3 + rng() * 0.7 }));
    return {
      rng,
      reduced: !!options.reduced,
      score: 0,
      over: false,
      lives: 3,
      level: 1,
      time: 0,
      clock: 0,
      spawnIn: 0.6,
      shake: 0,
      ship: { x: W / 2, cool: 0, invulnerable: 0 },
      bullets: [],
      meteors: [],
      particles: [],
      stars,
    };
  };

  const burst = (s, x, y, color, count) => {
    const n = s.reduced ? Math.ceil(count / 4) : count;
    for (let i = 0; i < n; i++) {
      const a = s.rng() * Math.PI * 2;
      const v = 40 + s.rng() * 180;
      s.particles.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.4 + s.rng() * 0.5, color });
    }
  };

  const spawn = (s) => {
    const r = 12 + s.rng() * 22;
    const corners = Array.from({ length: 9 }, () => 0.72 + s.rng() * 0.28);
    s.meteors.push({
      x: r + s.rng() * (W - 2 * r),
      y: -r,
      r,
      vx: (s.rng() - 0.5) * 50,
      vy: 70 + s.level * 18 + s.rng() * 60,
      angle: 0,
      spin: (s.rng() - 0.5) * 2,
      hp: r > 26 ? 2 : 1,
      corners,
    });
    s.spawnIn = Math.max(0.25, 1.1 - s.level * 0.09) * (0.6 + s.rng() * 0.8);
  };

  const update = (s, dt, input) => {
    s.time += dt;
    s.level = Math.min(12, 1 + Math.floor(s.time / 20));
    s.clock += dt;
    while (s.clock >= 1) {
      s.clock -= 1;
      s.score += 1;
    }
    const ship = s.ship;
    if (input.pointer.down) {
      const gap = input.pointer.x - ship.x;
      ship.x += Math.sign(gap) * Math.min(Math.abs(gap), 520 * dt);
    } else {
      ship.x += ((input.right ? 1 : 0) - (input.left ? 1 : 0)) * 360 * dt;
    }
    ship.x = Math.max(18, Math.min(W - 18, ship.x));
    ship.cool -= dt;
    ship.invulnerable -= dt;
    s.shake = Math.max(0, s.shake - dt);
    if ((input.action || input.up || input.pointer.down) && ship.cool <= 0) {
      s.bullets.push({ x: ship.x, y: SHIP_Y - 18 });
      ship.cool = FIRE_EVERY;
    }
    for (const b of s.bullets) b.y -= 640 * dt;
    s.spawnIn -= dt;
    if (s.spawnIn <= 0) spawn(s);
    for (const m of s.meteors) {
      m.x += m.vx * dt;
      m.y += m.vy * dt;
      m.angle += m.spin * dt;
      if (m.x < m.r || m.x > W - m.r) m.vx = -m.vx;
    }
    for (const b of s.bullets) {
      const m = s.meteors.find((m) => m.hp > 0 && Math.hypot(m.x - b.x, m.y - b.y) < m.r + 3);
      if (!m) continue;
      burst(s, b.x, b.y, '#9fd8ff', 4);
      b.y = -100;
      m.hp -= 1;
      if (m.hp === 0) {
        s.score += KILL_POINTS;
        burst(s, m.x, m.y, '#ffb35c', 16);
      }
    }
    for (const m of s.meteors) {
      if (m.hp > 0 && ship.invulnerable <= 0 && Math.hypot(m.x - ship.x, m.y - SHIP_Y) < m.r + 14) {
        m.hp = 0;
        s.lives -= 1;
        ship.invulnerable = 1.6;
        s.shake = 0.35;
        burst(s, ship.x, SHIP_Y, '#ff5c7a', 24);
        if (s.lives <= 0) s.over = true;
      }
    }
    s.bullets = s.bullets.filter((b) => b.y > -10);
    s.meteors = s.meteors.filter((m) => m.hp > 0 && m.y - m.r < H);
    for (const p of s.particles) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.life -= dt;
    }
    s.particles = s.particles.filter((p) => p.life > 0);
  };

  const logic = {
    name: 'meteor',
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
    sky.addColorStop(0, '#05071a');
    sky.addColorStop(1, '#1a1040');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    if (s.shake > 0 && !view.reduced) ctx.translate((s.rng() - 0.5) * 10, (s.rng() - 0.5) * 10);
    for (const star of s.stars) {
      const y = view.reduced ? star.y : (star.y + view.time * 30 * star.z) % H;
      ctx.fillStyle = `rgba(255,255,255,${star.z})`;
      ctx.fillRect(star.x, y, 2 * star.z, 2 * star.z);
    }
    for (const m of s.meteors) {
      ctx.beginPath();
      m.corners.forEach((k, i) => {
        const a = m.angle + (i / m.corners.length) * Math.PI * 2;
        ctx.lineTo(m.x + Math.cos(a) * m.r * k, m.y + Math.sin(a) * m.r * k);
      });
      ctx.closePath();
      ctx.fillStyle = m.hp > 1 ? '#8a6d5a' : '#b08b6e';
      ctx.fill();
      ctx.strokeStyle = '#e0c2a2';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    ctx.fillStyle = '#7fe7ff';
    for (const b of s.bullets) ctx.fillRect(b.x - 2, b.y - 8, 4, 14);
    const ship = s.ship;
    if (ship.invulnerable <= 0 || Math.floor(ship.invulnerable * 10) % 2 === 0) {
      ctx.beginPath();
      ctx.moveTo(ship.x, SHIP_Y - 20);
      ctx.lineTo(ship.x + 16, SHIP_Y + 14);
      ctx.lineTo(ship.x, SHIP_Y + 7);
      ctx.lineTo(ship.x - 16, SHIP_Y + 14);
      ctx.closePath();
      ctx.fillStyle = '#e8f1ff';
      ctx.fill();
      ctx.fillStyle = '#ff7a3c';
      if (view.playing) ctx.fillRect(ship.x - 3, SHIP_Y + 9, 6, 6 + (view.reduced ? 0 : s.rng() * 6));
    }
    for (const p of s.particles) {
      ctx.globalAlpha = Math.min(1, p.life * 2);
      ctx.fillStyle = p.color;
      ctx.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    ctx.globalAlpha = 1;
  };
  const hud = (s) => [
    ['lives', s.lives],
    ['level', s.level],
  ];
  root.GameHost.play({ ...logic, title: 'Meteor', letterbox: '#020310', draw, hud });
})(globalThis);
