// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * Memory — turn the cards two at a time and find the pairs before the time runs out. Each level has more pairs
 * (6, 8, 10, then 12) and less time per pair; the round ends when the clock reaches zero.
 * Points: a pair is worth 10, plus 5 for each pair found just before it without a miss (at most +20). A card
 * turns in 0.15 s and no other card can turn meanwhile, so a pair takes at least 0.3 s: a round earns at most
 * 30 / 0.3 = 100 points a second (maxPointsPerSecond in ../engines.json).
 * The logic (create, update) runs without a page too: the tests load this file in a bare context and read GameLogic.
 */
((root) => {
  const W = 640;
  const H = 480;
  const FLIP = 0.15;
  const BEST_PAIR = 30;
  const MAX_POINTS_PER_SECOND = Math.ceil(BEST_PAIR / (2 * FLIP));
  const GRIDS = [
    [4, 3],
    [4, 4],
    [5, 4],
    [6, 4],
  ];

  const deal = (s) => {
    const [cols, rows] = GRIDS[Math.min(s.level, GRIDS.length) - 1];
    const symbols = [];
    for (let i = 0; i < (cols * rows) / 2; i++) symbols.push(i, i);
    for (let i = symbols.length - 1; i > 0; i--) {
      const j = Math.floor(s.rng() * (i + 1));
      [symbols[i], symbols[j]] = [symbols[j], symbols[i]];
    }
    const cw = Math.min(110, (600 - (cols - 1) * 10) / cols);
    const ch = Math.min(cw * 1.3, (410 - (rows - 1) * 10) / rows);
    const x0 = (W - (cols * cw + (cols - 1) * 10)) / 2;
    const y0 = 56 + (410 - (rows * ch + (rows - 1) * 10)) / 2;
    s.cols = cols;
    s.cards = symbols.map((symbol, i) => ({
      symbol,
      x: x0 + (i % cols) * (cw + 10),
      y: y0 + Math.floor(i / cols) * (ch + 10),
      w: cw,
      h: ch,
      up: false,
      matched: false,
      turn: 0,
    }));
    s.pairs = symbols.length / 2;
    s.found = 0;
    s.open = [];
    s.cursor = Math.min(s.cursor, s.cards.length - 1);
    s.timeLeft = s.pairs * Math.max(3, 6 - 0.5 * (s.level - 1));
  };

  const create = (seed) => {
    const s = { rng: root.GameHost.random(seed), score: 0, over: false, level: 1, streak: 0, cursor: 0 };
    s.busy = 0;
    s.hideIn = 0;
    s.nextIn = 0;
    s.keyboard = false;
    deal(s);
    return s;
  };

  const flip = (s, card) => {
    if (!card || card.up || card.matched || s.busy > 0 || s.hideIn > 0 || s.nextIn > 0) return;
    card.up = true;
    s.busy = FLIP;
    s.open.push(card);
    if (s.open.length < 2) return;
    const [a, b] = s.open;
    if (a.symbol === b.symbol) {
      a.matched = true;
      b.matched = true;
      s.open = [];
      s.score += 10 + 5 * Math.min(s.streak, 4);
      s.streak += 1;
      s.found += 1;
      if (s.found === s.pairs) s.nextIn = 0.9;
    } else {
      s.streak = 0;
      s.hideIn = 0.75;
    }
  };

  const update = (s, dt, input) => {
    for (const card of s.cards)
      card.turn = Math.max(0, Math.min(1, card.turn + ((card.up ? 1 : -1) * dt) / FLIP));
    s.busy -= dt;
    if (s.nextIn > 0) {
      s.nextIn -= dt;
      if (s.nextIn <= 0) {
        s.level += 1;
        deal(s);
      }
      return;
    }
    s.timeLeft -= dt;
    if (s.timeLeft <= 0) {
      s.timeLeft = 0;
      s.over = true;
      return;
    }
    if (s.hideIn > 0) {
      s.hideIn -= dt;
      if (s.hideIn <= 0) {
        for (const card of s.open) card.up = false;
        s.open = [];
      }
    }
    const n = s.cards.length;
    const moves = { left: -1, right: 1, up: -s.cols, down: s.cols };
    for (const [key, step] of Object.entries(moves)) {
      if (!input.pressed[key]) continue;
      s.keyboard = true;
      s.cursor = (s.cursor + step + n) % n;
    }
    if (input.pressed.action) {
      s.keyboard = true;
      flip(s, s.cards[s.cursor]);
    }
    for (const tap of input.taps) {
      const i = s.cards.findIndex(
        (c) => tap.x >= c.x && tap.x <= c.x + c.w && tap.y >= c.y && tap.y <= c.y + c.h,
      );
      if (i < 0) continue;
      s.keyboard = false;
      s.cursor = i;
      flip(s, s.cards[i]);
    }
  };

  const logic = {
    name: 'memory',
    width: W,
    height: H,
    maxPointsPerSecond: MAX_POINTS_PER_SECOND,
    create,
    update,
  };
  root.GameLogic = logic;
  if (!root.GameHost.play) return;

  const COLORS = ['#ef476f', '#118ab2', '#06d6a0', '#ffd166', '#8338ec', '#fb5607'];
  const FACE = '#f4f1ff';
  const poly = (ctx, n, r, rot, inner = 0) => {
    ctx.beginPath();
    const k = inner ? 2 * n : n;
    for (let i = 0; i < k; i++) {
      const a = rot + (i / k) * Math.PI * 2;
      const d = inner && i % 2 ? inner : r;
      ctx.lineTo(Math.cos(a) * d, Math.sin(a) * d);
    }
    ctx.closePath();
    ctx.fill();
  };
  /** Twelve symbols: six shapes, each in two colours. */
  const symbol = (ctx, id, r) => {
    ctx.fillStyle = COLORS[id % 6];
    const shape = Math.floor(id / 2);
    if (id % 2) ctx.rotate(Math.PI / 4);
    if (shape === 0) {
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = FACE;
      ctx.beginPath();
      ctx.arc(r * 0.35, -r * 0.2, r * 0.75, 0, Math.PI * 2);
      ctx.fill();
    } else if (shape === 1) poly(ctx, 4, r, Math.PI / 4);
    else if (shape === 2) poly(ctx, 3, r, -Math.PI / 2);
    else if (shape === 3) poly(ctx, 5, r, -Math.PI / 2, r * 0.45);
    else if (shape === 4) poly(ctx, 6, r, 0);
    else {
      ctx.fillRect(-r, -r * 0.3, 2 * r, r * 0.6);
      ctx.fillRect(-r * 0.3, -r, r * 0.6, 2 * r);
    }
  };

  const draw = (ctx, s, view) => {
    const bg = ctx.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#141026');
    bg.addColorStop(1, '#2a1845');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    s.cards.forEach((c, i) => {
      const turn = view.reduced ? (c.up ? 1 : 0) : c.turn;
      const sx = Math.abs(Math.cos(turn * Math.PI)) || 0.02;
      ctx.save();
      ctx.translate(c.x + c.w / 2, c.y + c.h / 2);
      ctx.scale(sx, 1);
      ctx.fillStyle = turn > 0.5 ? (c.matched ? '#d8f5e4' : FACE) : '#5b3fd1';
      ctx.beginPath();
      ctx.roundRect(-c.w / 2, -c.h / 2, c.w, c.h, 10);
      ctx.fill();
      if (turn > 0.5) symbol(ctx, c.symbol, Math.min(c.w, c.h) * 0.3);
      else {
        ctx.strokeStyle = '#8e78ff';
        ctx.lineWidth = 3;
        ctx.strokeRect(-c.w / 2 + 10, -c.h / 2 + 10, c.w - 20, c.h - 20);
      }
      ctx.restore();
      if (s.keyboard && i === s.cursor && view.playing) {
        ctx.strokeStyle = '#ffd166';
        ctx.lineWidth = 4;
        ctx.beginPath();
        ctx.roundRect(c.x - 4, c.y - 4, c.w + 8, c.h + 8, 12);
        ctx.stroke();
      }
    });
  };
  const hud = (s) => [
    ['level', s.level],
    ['pairs', s.found],
    ['time', Math.ceil(s.timeLeft)],
  ];
  root.GameHost.play({ ...logic, title: 'Memory', letterbox: '#0b0818', draw, hud });
})(globalThis);
