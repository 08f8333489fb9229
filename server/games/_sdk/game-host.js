// biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (loaded by <script src>), not a module
'use strict';
/*
 * GameHost v1 — the SDK every demo game loads as `game-host.js` (the server serves this file under each grant path).
 * Protocol (shared-games.md): posts {v:1,type:'ready'} and {v:1,type:'score',session,score,final} to the portal
 * named by <meta name="game-host">, never to a wildcard; takes {v:1,type:'restart'|'pause'|'resume'} only from that origin
 * and from window.parent. Outside a frame or without the meta it reports nothing, so a game also runs on its own.
 * GameHost.play(game) is the shared stage: a canvas letterboxed to the frame at devicePixelRatio, keyboard/pointer
 * input, start, pause and game-over screens, a HUD placed for rtl, and the score reporting.
 * One file on purpose: the server serves only this SDK file next to each game.
 * In the sandbox (no allow-same-origin) the game's origin is opaque: the host sees event.origin 'null' on these
 * messages, so it knows them by event.source === iframe.contentWindow (the signed session is what vouches for a
 * score), and its commands reach the frame only when posted with the wildcard target origin (a named one never matches).
 */
((root) => {
  const LANGS = ['en', 'ar', 'fr', 'de', 'es', 'ro'];
  // One line per word, in LANGS order.
  const WORDS = {
    score: ['Score', 'النتيجة', 'Score', 'Punkte', 'Puntos', 'Scor'],
    best: ['Best', 'الأفضل', 'Record', 'Bestwert', 'Récord', 'Record'],
    lives: ['Lives', 'الأرواح', 'Vies', 'Leben', 'Vidas', 'Vieți'],
    level: ['Level', 'المستوى', 'Niveau', 'Level', 'Nivel', 'Nivel'],
    time: ['Time', 'الوقت', 'Temps', 'Zeit', 'Tiempo', 'Timp'],
    pairs: ['Pairs', 'الأزواج', 'Paires', 'Paare', 'Parejas', 'Perechi'],
    paused: ['Paused', 'متوقفة مؤقتًا', 'Pause', 'Pausiert', 'En pausa', 'Pauză'],
    gameOver: [
      'Game over',
      'انتهت اللعبة',
      'Partie terminée',
      'Spiel vorbei',
      'Fin del juego',
      'Joc terminat',
    ],
    newBest: [
      'New best!',
      'رقم قياسي جديد!',
      'Nouveau record !',
      'Neuer Bestwert!',
      '¡Nuevo récord!',
      'Record nou!',
    ],
    start: [
      'Press Space or tap to start',
      'اضغط المسافة أو المس الشاشة للبدء',
      'Appuyez sur Espace ou touchez pour commencer',
      'Leertaste drücken oder tippen zum Starten',
      'Pulsa Espacio o toca para empezar',
      'Apasă Spațiu sau atinge pentru a începe',
    ],
    restart: [
      'Press Space or tap to play again',
      'اضغط المسافة أو المس الشاشة للعب مجددًا',
      'Appuyez sur Espace ou touchez pour rejouer',
      'Leertaste drücken oder tippen für ein neues Spiel',
      'Pulsa Espacio o toca para volver a jugar',
      'Apasă Spațiu sau atinge pentru a juca din nou',
    ],
    resume: [
      'Press P or tap to resume',
      'اضغط P أو المس الشاشة للمتابعة',
      'Appuyez sur P ou touchez pour reprendre',
      'P drücken oder tippen zum Fortsetzen',
      'Pulsa P o toca para continuar',
      'Apasă P sau atinge pentru a continua',
    ],
    'hint.meteor': [
      '←/→ or drag to move · Space or hold to fire · P pause',
      '←/→ أو اسحب للتحرك · المسافة أو اضغط مطولًا للإطلاق · P إيقاف',
      '←/→ ou glisser pour bouger · Espace ou maintenir pour tirer · P pause',
      '←/→ oder ziehen zum Bewegen · Leertaste oder halten zum Schießen · P Pause',
      '←/→ o arrastra para moverte · Espacio o mantén para disparar · P pausa',
      '←/→ sau trage pentru mișcare · Spațiu sau ține apăsat pentru foc · P pauză',
    ],
    'hint.breakout': [
      '←/→ or drag to move the paddle · Space or tap to launch · P pause',
      '←/→ أو اسحب لتحريك المضرب · المسافة أو المس للإطلاق · P إيقاف',
      '←/→ ou glisser pour la raquette · Espace ou toucher pour lancer · P pause',
      '←/→ oder ziehen für den Schläger · Leertaste oder tippen zum Abschlagen · P Pause',
      '←/→ o arrastra la pala · Espacio o toca para lanzar · P pausa',
      '←/→ sau trage paleta · Spațiu sau atinge pentru lansare · P pauză',
    ],
    'hint.snake': [
      'Arrows, WASD or swipe to turn · eat the dots · P pause',
      'الأسهم أو WASD أو اسحب للالتفاف · كُل النقاط · P إيقاف',
      'Flèches, WASD ou glisser pour tourner · mangez les points · P pause',
      'Pfeile, WASD oder wischen zum Lenken · friss die Punkte · P Pause',
      'Flechas, WASD o desliza para girar · come los puntos · P pausa',
      'Săgeți, WASD sau glisează pentru viraj · mănâncă punctele · P pauză',
    ],
    'hint.memory': [
      'Find the pairs · arrows and Space or tap a card · P pause',
      'اعثر على الأزواج · الأسهم والمسافة أو المس بطاقة · P إيقاف',
      'Trouvez les paires · flèches et Espace ou touchez une carte · P pause',
      'Finde die Paare · Pfeile und Leertaste oder Karte antippen · P Pause',
      'Encuentra las parejas · flechas y Espacio o toca una carta · P pausa',
      'Găsește perechile · săgeți și Spațiu sau atinge o carte · P pauză',
    ],
    'hint.jumper': [
      'Space, ↑ or tap to jump (hold for higher) · P pause',
      'المسافة أو ↑ أو المس للقفز (اضغط مطولًا لقفزة أعلى) · P إيقاف',
      'Espace, ↑ ou toucher pour sauter (maintenir pour plus haut) · P pause',
      'Leertaste, ↑ oder tippen zum Springen (halten für höher) · P Pause',
      'Espacio, ↑ o toca para saltar (mantén para más alto) · P pausa',
      'Spațiu, ↑ sau atinge pentru săritură (ține pentru mai sus) · P pauză',
    ],
  };
  const doc = root.document;
  const rawLang = (doc?.documentElement.lang || 'en').toLowerCase().split('-')[0];
  const lang = LANGS.includes(rawLang) ? rawLang : 'en';
  const meta = (name) => doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const validOrigin = (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : '';
    } catch {
      return '';
    }
  };
  const framed = !!doc && root.parent && root.parent !== root;
  const hostOrigin = framed ? validOrigin(meta('game-host')) : '';
  const session = meta('game-session');
  const post = (msg) => {
    if (hostOrigin) root.parent.postMessage(msg, hostOrigin);
  };

  let readySent = false;
  let lastSentAt = -Infinity;
  let lastSent = null;
  let pending = null;
  let timer = 0;
  const sendScore = (score, final) => {
    if (session) post({ v: 1, type: 'score', session, score, final });
  };
  const flush = () => {
    timer = 0;
    if (pending === null) return;
    lastSentAt = Date.now();
    lastSent = pending;
    pending = null;
    sendScore(lastSent, false);
  };
  const commandListeners = [];
  const COMMANDS = ['restart', 'pause', 'resume'];
  if (framed) {
    root.addEventListener('message', (event) => {
      if (!hostOrigin || event.origin !== hostOrigin || event.source !== root.parent) return;
      const data = event.data;
      if (!data || typeof data !== 'object' || data.v !== 1 || !COMMANDS.includes(data.type)) return;
      for (const listener of commandListeners) listener({ v: 1, type: data.type });
    });
  }

  const toInt = (n) => Math.max(0, Math.min(2147483647, Math.floor(Number(n) || 0)));
  const GameHost = {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    /** True when scores reach a host page (framed, with a valid game-host meta). */
    connected: !!hostOrigin,
    t: (key) => {
      const words = WORDS[key];
      return words ? words[LANGS.indexOf(lang)] || words[0] : key;
    },
    num: (n) => {
      const text = String(toInt(n));
      return lang === 'ar' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
    },
    ready: () => {
      if (readySent) return;
      readySent = true;
      post({ v: 1, type: 'ready' });
    },
    /** A running score: at most two messages a second, the latest value always delivered. */
    score: (n) => {
      const score = toInt(n);
      if (score === (pending ?? lastSent)) return;
      pending = score;
      const wait = lastSentAt + 500 - Date.now();
      if (wait <= 0) flush();
      else if (!timer) timer = setTimeout(flush, wait);
    },
    /** The final score of a round. */
    over: (n) => {
      clearTimeout(timer);
      timer = 0;
      pending = null;
      lastSent = null;
      lastSentAt = Date.now();
      sendScore(toInt(n), true);
    },
    /** A seeded generator of numbers in [0, 1) (mulberry32), so a round can be replayed in tests. */
    random: (seed) => {
      let a = seed >>> 0;
      return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    },
    onCommand: (cb) => {
      commandListeners.push(cb);
      return () => {
        const i = commandListeners.indexOf(cb);
        if (i >= 0) commandListeners.splice(i, 1);
      };
    },
  };
  root.GameHost = GameHost;
  if (doc) GameHost.play = (game) => stage(game, GameHost, root);
})(globalThis);

/** The stage shared by the games; a function declaration, so the block above can hand it out. */
function stage(game, host, root) {
  const doc = root.document;
  const { width: W, height: H } = game;
  const canvas = doc.querySelector('canvas');
  const ctx = canvas.getContext('2d');
  const rtl = host.dir === 'rtl';
  const motion = root.matchMedia?.('(prefers-reduced-motion: reduce)');
  const status = doc.createElement('p');
  status.className = 'sr-only';
  status.setAttribute('aria-live', 'polite');
  doc.body.append(status);
  const KEYS = {
    ArrowLeft: 'left',
    KeyA: 'left',
    ArrowRight: 'right',
    KeyD: 'right',
    ArrowUp: 'up',
    KeyW: 'up',
    ArrowDown: 'down',
    KeyS: 'down',
    Space: 'action',
    Enter: 'action',
  };
  const blank = () => ({ left: false, right: false, up: false, down: false, action: false });
  const input = {
    ...blank(),
    pressed: blank(),
    pointer: { x: W / 2, y: H / 2, down: false },
    taps: [],
    swipes: [],
  };
  const clearEdges = () => {
    input.pressed = blank();
    input.taps = [];
    input.swipes = [];
  };
  let mode = 'start';
  const fresh = () => game.create(Date.now() >>> 0, { reduced: !!motion?.matches });
  let state = fresh();
  let best = 0;
  let playTime = 0;
  let overAt = 0;
  let newBest = false;
  let view = { scale: 1, ox: 0, oy: 0, dpr: 1 };
  let hudButton = { x: 0, y: 0, w: 0, h: 0 };

  const say = (text) => {
    status.textContent = text;
  };
  const begin = () => {
    state = fresh();
    playTime = 0;
    newBest = false;
    clearEdges();
    mode = 'play';
    host.score(0);
    say('');
  };
  const pause = () => {
    if (mode !== 'play') return;
    mode = 'paused';
    say(host.t('paused'));
  };
  const resume = () => {
    if (mode !== 'paused') return;
    clearEdges();
    mode = 'play';
    say('');
  };
  const finish = () => {
    mode = 'over';
    overAt = performance.now();
    newBest = state.score > best;
    best = Math.max(best, state.score);
    host.over(state.score);
    say(`${host.t('gameOver')}. ${host.t('score')} ${host.num(state.score)}`);
  };
  /** Space, an arrow or a tap on a start, pause or game-over screen. */
  const advance = () => {
    if (mode === 'start') begin();
    else if (mode === 'paused') resume();
    else if (mode === 'over' && performance.now() - overAt > 600) begin();
  };
  host.onCommand(({ type }) => {
    if (type === 'restart') begin();
    else if (type === 'pause') pause();
    else if (type === 'resume') resume();
  });
  doc.addEventListener('visibilitychange', () => {
    if (doc.hidden) pause();
  });

  root.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.code === 'KeyP' || event.code === 'Escape') {
      event.preventDefault();
      if (event.repeat) return;
      if (mode === 'play') pause();
      else if (event.code === 'KeyP') resume();
      return;
    }
    const key = KEYS[event.code];
    if (!key) return;
    event.preventDefault();
    input[key] = true;
    if (event.repeat) return;
    if (mode === 'play') input.pressed[key] = true;
    else advance();
  });
  root.addEventListener('keyup', (event) => {
    const key = KEYS[event.code];
    if (key) input[key] = false;
  });
  root.addEventListener('blur', () => Object.assign(input, blank()));

  /** The first gamepad, read each frame (the frame is allowed "gamepad"): d-pad or stick, A/B to act, Start to pause. */
  let padWas = {};
  const pollPad = () => {
    let pad = null;
    try {
      pad = [...(root.navigator.getGamepads?.() ?? [])].find(Boolean);
    } catch {
      return;
    }
    if (!pad) return;
    const b = (i) => !!pad.buttons[i]?.pressed;
    const [ax = 0, ay = 0] = pad.axes;
    const now = {
      left: b(14) || ax < -0.5,
      right: b(15) || ax > 0.5,
      up: b(12) || ay < -0.5,
      down: b(13) || ay > 0.5,
      action: b(0) || b(1),
      start: b(9),
    };
    for (const key of ['left', 'right', 'up', 'down', 'action']) {
      if (now[key] === !!padWas[key]) continue;
      input[key] = now[key];
      if (!now[key]) continue;
      if (mode === 'play') input.pressed[key] = true;
      else advance();
    }
    if (now.start && !padWas.start) {
      if (mode === 'play') pause();
      else advance();
    }
    padWas = now;
  };

  const toWorld = (event) => {
    const rect = canvas.getBoundingClientRect();
    return {
      x: (event.clientX - rect.left - view.ox) / view.scale,
      y: (event.clientY - rect.top - view.oy) / view.scale,
    };
  };
  let swipeFrom = null;
  canvas.addEventListener('pointerdown', (event) => {
    canvas.focus();
    canvas.setPointerCapture?.(event.pointerId);
    const at = toWorld(event);
    Object.assign(input.pointer, at, { down: true });
    swipeFrom = at;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const b = hudButton;
    if (mode !== 'play') advance();
    else if (x >= b.x - 4 && x <= b.x + b.w + 4 && y >= b.y - 4 && y <= b.y + b.h + 4) pause();
    else input.taps.push(at);
  });
  canvas.addEventListener('pointermove', (event) => {
    const at = toWorld(event);
    Object.assign(input.pointer, at);
    if (!input.pointer.down || !swipeFrom) return;
    const dx = at.x - swipeFrom.x;
    const dy = at.y - swipeFrom.y;
    if (Math.hypot(dx, dy) < 24) return;
    input.swipes.push(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    swipeFrom = at;
  });
  const release = () => {
    input.pointer.down = false;
    swipeFrom = null;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());

  const resize = () => {
    const dpr = root.devicePixelRatio || 1;
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(rect.width * dpr));
    canvas.height = Math.max(1, Math.round(rect.height * dpr));
    const scale = Math.min(rect.width / W, rect.height / H) || 1;
    view = { scale, ox: (rect.width - W * scale) / 2, oy: (rect.height - H * scale) / 2, dpr };
  };
  root.addEventListener('resize', resize);
  if (root.ResizeObserver) new root.ResizeObserver(resize).observe(canvas);
  resize();

  const font = (size, weight = 600) => `${weight} ${size}px system-ui, "DejaVu Sans", sans-serif`;
  const fitText = (text, x, y, size, maxWidth) => {
    ctx.font = font(size);
    const w = ctx.measureText(text).width;
    if (w > maxWidth) ctx.font = font(Math.max(9, Math.floor((size * maxWidth) / w)));
    ctx.fillText(text, x, y);
  };
  /** HUD and screens are drawn in CSS pixels: readable in a small or portrait frame, over the bar above the world when there is room. */
  const layout = () => {
    const { scale, ox, oy, dpr } = view;
    const u = Math.min(1.4, Math.max(0.8, scale));
    const h = 42 * u;
    const y = oy >= h ? oy - h : oy;
    const size = h - 12 * u;
    const button = { x: rtl ? ox + 6 * u : ox + W * scale - size - 6 * u, y: y + 6 * u, w: size, h: size };
    return { u, h, y, x: ox, w: W * scale, button, cssW: canvas.width / dpr, cssH: canvas.height / dpr };
  };
  const drawHud = (l) => {
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(l.x, l.y, l.w, l.h);
    ctx.fillStyle = '#f4f6ff';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'start';
    const items = [['score', state.score], ['best', Math.max(best, state.score)], ...game.hud(state)];
    const text = items.map(([key, value]) => `${host.t(key)} ${host.num(value)}`).join('   ');
    fitText(
      text,
      rtl ? l.x + l.w - 12 * l.u : l.x + 12 * l.u,
      l.y + l.h / 2,
      17 * l.u,
      l.w - l.button.w - 30 * l.u,
    );
    const b = l.button;
    ctx.fillStyle = 'rgba(255,255,255,0.18)';
    ctx.fillRect(b.x, b.y, b.w, b.h);
    ctx.fillStyle = '#f4f6ff';
    ctx.fillRect(b.x + b.w * 0.3, b.y + b.h * 0.25, b.w * 0.13, b.h * 0.5);
    ctx.fillRect(b.x + b.w * 0.57, b.y + b.h * 0.25, b.w * 0.13, b.h * 0.5);
  };
  const drawScreen = (l, title, lines) => {
    ctx.fillStyle = 'rgba(4,6,18,0.72)';
    ctx.fillRect(0, 0, l.cssW, l.cssH);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#ffffff';
    const cx = l.cssW / 2;
    const cy = l.cssH / 2;
    fitText(title, cx, cy - 50 * l.u, 40 * l.u, l.cssW - 32);
    ctx.fillStyle = '#dfe4ff';
    lines.forEach((line, i) => {
      fitText(line, cx, cy + (4 + i * 30) * l.u, (i === 0 ? 20 : 15) * l.u, l.cssW - 32);
    });
  };
  const render = () => {
    const { scale, ox, oy, dpr } = view;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = game.letterbox || '#000';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.save();
    ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * ox, dpr * oy);
    ctx.beginPath();
    ctx.rect(0, 0, W, H);
    ctx.clip();
    ctx.direction = host.dir;
    game.draw(ctx, state, {
      reduced: !!motion?.matches,
      rtl,
      t: host.t,
      num: host.num,
      time: playTime,
      playing: mode === 'play',
    });
    ctx.restore();
    ctx.direction = host.dir;
    const l = layout();
    hudButton = l.button;
    drawHud(l);
    if (mode === 'start') drawScreen(l, game.title, [host.t('start'), host.t(`hint.${game.name}`)]);
    else if (mode === 'paused') drawScreen(l, host.t('paused'), [host.t('resume')]);
    else if (mode === 'over') {
      const lines = [`${host.t('score')} ${host.num(state.score)}`];
      if (newBest && state.score > 0) lines.push(host.t('newBest'));
      lines.push(host.t('restart'));
      drawScreen(l, host.t('gameOver'), lines);
    }
  };

  const STEP = 1 / 120;
  let last = performance.now();
  const frame = (now) => {
    const dt = Math.min(0.05, Math.max(0, (now - last) / 1000));
    last = now;
    pollPad();
    if (mode === 'play') {
      const steps = Math.max(1, Math.ceil(dt / STEP));
      for (let i = 0; i < steps && mode === 'play'; i++) {
        playTime += dt / steps;
        game.update(state, dt / steps, input);
        if (i === 0) clearEdges();
        // The score grows at most maxPointsPerSecond over the round (engines.json; the server checks the same).
        state.score = Math.min(Math.floor(state.score), Math.floor(game.maxPointsPerSecond * playTime));
        host.score(state.score);
        if (state.over) finish();
      }
    }
    render();
    root.requestAnimationFrame(frame);
  };
  render();
  canvas.focus();
  host.ready();
  root.requestAnimationFrame(frame);
}
