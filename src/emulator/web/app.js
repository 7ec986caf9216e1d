// The emulator page: the <audio> element is the Echo's speaker. Its events become the AudioPlayer
// requests a device sends (the server turns them into real requests to the skill):
//   playing → (the device already sent PlaybackStarted) NearlyFinished soon after, as an Echo Show does
//   ended   → PlaybackFinished, then the next queued stream starts and this page loads it
//   pause   → PlaybackStopped (only when the listener paused here, not when the skill stopped it)
//   error   → PlaybackFailed
// The "Alexa app" area is the listener's switch for the skill: SkillDisabled / SkillEnabled go to
// the skill with no session and from no device; while it is off the skill's stream is gone and
// this Echo answers for the skill herself.
// After a question the Echo listens for a while: the page counts the seconds down and asks the
// server for the device's state when the window runs out; the device then says the reprompt, or
// closes the session (EXCEEDED_MAX_REPROMPTS) and the held burst plays on. Those come back as
// `events` of /api/state, shown like turns.
'use strict';

(function () {
  const API = 'api/';
  const params = new URLSearchParams(location.search);
  const scale = Number(params.get('scale')) > 0 ? Number(params.get('scale')) : undefined;
  /** Echo Show asks for the next stream right after it starts playing (docs/alexa-rules.md, Event order). */
  const NEARLY_AFTER_MS = 800;
  const PLAY_ICON = 'M7 4v16l13-8z';
  const PAUSE_ICON = 'M6 4h4v16H6zM14 4h4v16h-4z';

  const $ = (id) => document.getElementById(id);
  const audio = $('speaker');
  const els = {
    show: $('show'),
    backdrop: $('backdrop'),
    art: $('np-art'),
    artFallback: $('np-art-fallback'),
    initials: $('np-initials'),
    position: $('np-position'),
    title: $('np-title'),
    subtitle: $('np-subtitle'),
    bar: $('np-bar'),
    time: $('np-time'),
    duration: $('np-duration'),
    says: $('alexa-says'),
    caption: $('np-caption'),
    listening: $('listening'),
    countdown: $('listen-countdown'),
    listenSeconds: $('listen-seconds'),
    heard: $('heard'),
    input: $('utterance'),
    log: $('log'),
    playPause: $('play-pause'),
    locale: $('locale'),
    mode: $('mode'),
    alexaApp: document.querySelector('.alexa-app'),
    skillStatus: $('skill-status'),
    persistence: $('persistence'),
    disableSkill: $('disable-skill'),
    enableSkill: $('enable-skill'),
  };

  let player = { activity: 'IDLE', offsetMs: 0 };
  /** The skill on the account (the Alexa app): enabled or not, and the user id it sees. */
  let account = { enabled: true };
  /** Token of the stream loaded in the <audio> element. */
  let loadedToken;
  /** The skill (not the listener) stopped the audio: its `pause` event is not a PlaybackStopped. */
  let expectPause = false;
  let nearlyTimer;
  let demoScale = 0.1;
  /** Clip time × this = the burst's own time (simulator clips are scaled down). */
  let timeFactor = 1;
  let lastLogN = 0;
  /** Caption cues of the loaded stream (burst time, ms). */
  let cues = [];
  /** The device's listening window ({phase, remainingMs, windowMs}, and when it was read), or null. */
  let listening = null;
  let listenTimer;
  let asking = false;
  /** The device's last event shown; -1 until the page knows where the device is. */
  let lastEventN = -1;

  // ---------------- server calls ----------------
  let queue = Promise.resolve();
  /** One call at a time, in order, as a device sends its requests. */
  function call(path, body) {
    const run = () =>
      fetch(API + path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
        .then((r) => r.json())
        .then((data) => {
          handle(data);
          return data;
        });
    queue = queue.then(run, run);
    return queue;
  }

  function handle(data) {
    if (!data) return;
    if (data.error && !data.exchanges) showSays({ error: data.error });
    // What the device did by itself came before this answer's own state.
    if (Array.isArray(data.events)) for (const e of data.events) showEvent(e);
    if (typeof data.lastEvent === 'number' && lastEventN < 0) lastEventN = data.lastEvent;
    if (Array.isArray(data.exchanges)) {
      for (const e of data.exchanges) addLog(e);
      if (data.resolution || data.speech || data.card || data.error || data.alexa) showSays(data);
    }
    if ('sessionOpen' in data) setListening(data.sessionOpen ? data.listening || null : null);
    if (typeof data.listenMs === 'number') els.listenSeconds.textContent = seconds(data.listenMs);
    if (data.player) applyPlayer(data.player);
    if (data.account) applyAccount(data.account);
  }

  function say(text) {
    text = String(text || '').trim();
    if (!text) return;
    els.input.value = '';
    els.heard.textContent = `You said: “${text}”`;
    return call('say', { text });
  }

  function event(type, extra) {
    if (!loadedToken) return;
    return call('event', {
      type,
      token: loadedToken,
      offsetMs: Math.round((audio.currentTime || 0) * timeFactor * 1000),
      ...extra,
    });
  }

  /** A disabled skill is gone for the account: its stream stops and nothing more is reported. */
  function applyAccount(a) {
    account = a;
    const on = a.enabled;
    const then = a.disabledWith === 'PERSISTED' ? 'with the same user id' : 'with a new user id';
    els.skillStatus.textContent = on
      ? `Burst Voice is enabled · user id ${a.userId}`
      : `Burst Voice is disabled (${a.disabledWith}): this Echo does not reach it until it is enabled, ${then} · user id ${a.userId}`;
    els.alexaApp.classList.toggle('off', !on);
    els.disableSkill.disabled = !on;
    els.persistence.disabled = !on;
    els.enableSkill.disabled = on;
    if (!on && loadedToken) {
      // The stream is unloaded (applyPlayer has already paused it): nothing is left to report.
      clearTimeout(nearlyTimer);
      loadedToken = undefined;
      audio.removeAttribute('src');
      audio.load();
      cues = [];
      renderCaption();
    }
    render(player);
  }

  /** Sends a skill event; the other button (now the one that applies) takes the keyboard focus. */
  function skillEvent(body, next) {
    return call('skill', body).then(() => {
      if (!next.disabled) next.focus();
    });
  }

  // ---------------- the listening window ----------------
  function state() {
    return call(`state?since=${lastEventN}`);
  }

  function setListening(l) {
    listening = l ? { ...l, at: performance.now() } : null;
    els.listening.hidden = !listening;
    if (listening && !listenTimer) listenTimer = setInterval(tickListening, 250);
    if (!listening && listenTimer) {
      clearInterval(listenTimer);
      listenTimer = undefined;
    }
    renderCountdown();
  }

  function leftMs() {
    return listening ? listening.remainingMs - (performance.now() - listening.at) : 0;
  }

  function renderCountdown() {
    els.countdown.hidden = !listening;
    if (!listening) return;
    const left = Math.max(0, Math.ceil(leftMs() / 1000));
    els.countdown.textContent =
      listening.phase === 'reprompt'
        ? `Listening again · ${left} s, then the session closes`
        : `Listening · ${left} s, then the reprompt`;
  }

  /** The window ran out on the page's clock: the device acts when asked (its own clock decides). */
  function tickListening() {
    renderCountdown();
    if (leftMs() > 0 || asking) return;
    asking = true;
    state().finally(() => (asking = false));
  }

  /** A reprompt Alexa said, or the session the device closed, in silence. */
  function showEvent(e) {
    if (e.n <= lastEventN) return;
    lastEventN = e.n;
    for (const x of e.exchanges || []) addLog(x);
    if (e.spontaneous === 'reprompt')
      showSays({ speech: e.speech, note: 'No answer: Alexa says the reprompt.' });
    else
      showSays({
        error: e.error,
        note: `No answer: the session closed (SessionEndedRequest EXCEEDED_MAX_REPROMPTS)${
          e.player && e.player.activity === 'PLAYING' ? '; the burst plays on' : ''
        }.`,
      });
    if (e.player) applyPlayer(e.player);
  }

  // ---------------- the speaker ----------------
  function audioSrc(p) {
    if (!p.audio) return undefined;
    if (!p.audio.startsWith('/emulator/')) {
      timeFactor = 1;
      return p.audio;
    }
    const s = scale ?? demoScale;
    timeFactor = 1 / s;
    const offset = (p.offsetMs || 0) / 1000;
    // A media fragment starts the clip at the offset the Play directive asked for.
    return `${p.audio}?scale=${s}${offset > 0 ? `#t=${(offset * s).toFixed(2)}` : ''}`;
  }

  function applyPlayer(p) {
    player = p;
    render(p);
    // A held stream (Alexa listens in an open session) is silent until the session ends.
    if (p.activity === 'PLAYING' && p.token && !p.held) {
      if (p.token !== loadedToken) {
        loadedToken = p.token;
        clearTimeout(nearlyTimer);
        loadCaptions(p);
        const src = audioSrc(p);
        if (!src) {
          // Nothing this page can play (plain http): the device reports the failure.
          setTimeout(() => event('error', { error: 'MEDIA_ERROR_INVALID_REQUEST' }), 0);
          return;
        }
        audio.src = src;
        audio.play().catch(() => undefined);
      } else if (audio.paused && !audio.ended) {
        audio.play().catch(() => undefined);
      }
    } else if (!audio.paused) {
      expectPause = true;
      audio.pause();
    }
  }

  audio.addEventListener('playing', () => {
    const token = loadedToken;
    event('playing');
    clearTimeout(nearlyTimer);
    nearlyTimer = setTimeout(() => {
      if (token === loadedToken && !audio.paused) event('nearly');
    }, NEARLY_AFTER_MS);
  });

  audio.addEventListener('ended', () => {
    clearTimeout(nearlyTimer);
    event('ended');
  });

  audio.addEventListener('pause', () => {
    // A stream that reaches its end fires `pause` just before `ended`: that is not a stop.
    if (audio.ended) return;
    if (expectPause) {
      expectPause = false;
      return;
    }
    if (player.activity === 'PLAYING') event('paused');
  });

  audio.addEventListener('error', () => {
    const code = audio.error ? audio.error.code : 0;
    const kind =
      code === 2
        ? 'MEDIA_ERROR_SERVICE_UNAVAILABLE'
        : code === 3
          ? 'MEDIA_ERROR_INTERNAL_DEVICE_ERROR'
          : code === 4
            ? 'MEDIA_ERROR_INVALID_REQUEST'
            : 'MEDIA_ERROR_UNKNOWN';
    if (player.activity === 'PLAYING') event('error', { error: kind });
  });

  audio.addEventListener('timeupdate', () => {
    renderTime();
    renderCaption();
  });

  // ---------------- captions ----------------
  function loadCaptions(p) {
    cues = [];
    renderCaption();
    if (!p.captions) return;
    const token = p.token;
    fetch(API + 'captions')
      .then((r) => r.json())
      .then((d) => {
        if (d && d.token === token && token === loadedToken) cues = d.cues || [];
        renderCaption();
      })
      .catch(() => undefined);
  }

  /** The cue under the audio's position (clip time scaled back to the burst's own time). */
  function renderCaption() {
    const ms = (audio.currentTime || 0) * timeFactor * 1000;
    const cue = player.token === loadedToken ? cues.find((c) => c.startMs <= ms && ms < c.endMs) : undefined;
    els.caption.hidden = !cue;
    els.caption.textContent = cue ? cue.text : '';
  }

  // ---------------- drawing ----------------
  function render(p) {
    els.show.dataset.activity = p.activity;
    els.playPause.querySelector('path').setAttribute('d', p.activity === 'PLAYING' ? PAUSE_ICON : PLAY_ICON);
    if (!p.token) {
      els.position.textContent = account.enabled ? 'Say “open burst voice”' : 'Burst Voice is disabled';
      els.title.textContent = '';
      els.subtitle.textContent = '';
      setArt(undefined, 'BV', 'burst');
      renderTime();
      return;
    }
    els.position.textContent =
      p.activity === 'FINISHED' ? 'Playlist finished' : (p.position || 'Now playing') + stateWord(p.activity);
    els.title.textContent = p.title || '';
    els.subtitle.textContent = p.subtitle || '';
    setArt(p.art, initialsOf(p.sourceName || p.subtitle || p.title || 'BV'), p.token);
    renderTime();
  }

  function stateWord(a) {
    return a === 'PLAYING' ? '' : a === 'STOPPED' || a === 'PAUSED' ? ' · paused' : '';
  }

  let artFor;
  function setArt(url, initials, seed) {
    const hue = hash(seed) % 360;
    els.backdrop.style.background = `radial-gradient(circle at 20% 30%, hsl(${hue} 55% 22%), #05070c 70%)`;
    els.artFallback.style.background = `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 60) % 360} 80% 55%))`;
    els.initials.textContent = initials;
    if (url === artFor) return;
    artFor = url;
    els.art.hidden = true;
    els.artFallback.hidden = false;
    if (!url) return;
    // The art is on the API's image CDN: offline (the simulator) it cannot load, so initials show.
    els.art.onload = () => {
      if (artFor !== url) return;
      els.art.hidden = false;
      els.artFallback.hidden = true;
    };
    els.art.src = url;
  }

  function renderTime() {
    const durSec = player.durationSec;
    const realDur = Number.isFinite(audio.duration) ? audio.duration : undefined;
    // Clips may be scaled down: show the burst's own time line, moved by the clip's progress.
    const fraction = realDur ? Math.min(1, (audio.currentTime || 0) / realDur) : 0;
    const total = durSec || realDur || 0;
    const playingThis = player.token && player.token === loadedToken;
    const at = playingThis && realDur ? fraction * total : (player.offsetMs || 0) / 1000;
    els.bar.style.width = `${total ? Math.min(100, (at / total) * 100) : 0}%`;
    els.time.textContent = clock(at);
    els.duration.textContent = total ? clock(total) : '';
  }

  function showSays(t) {
    const parts = [];
    if (t.speech) parts.push(`<div>${esc(t.speech)}</div>`);
    if (t.card && (t.card.title || t.card.content))
      parts.push(`<div class="card">Card: ${esc(t.card.title || '')} — ${esc(t.card.content || '')}</div>`);
    if (t.error) parts.push(`<div>Device: ${esc(t.error)}</div>`);
    if (t.note) parts.push(`<div class="alexa-note">${esc(t.note)}</div>`);
    if (t.alexa) {
      // Alexa answered herself: a real Echo would not have sent this phrase to the skill.
      if (t.alexa.says)
        parts.push(
          `<div class="alexa-own"><span class="who">Alexa herself:</span> ${esc(t.alexa.says)}</div>`,
        );
      parts.push(`<div class="alexa-note">${esc(t.alexa.note)}</div>`);
      if (t.alexa.oneShot)
        parts.push(
          `<button type="button" class="try" data-say="${esc(t.alexa.oneShot)}">Say “${esc(t.alexa.oneShot)}”</button>`,
        );
    }
    els.says.classList.toggle('error', Boolean(t.error));
    els.says.hidden = parts.length === 0;
    els.says.innerHTML = parts.join('');
    if (t.resolution)
      els.heard.textContent = `You said: “${t.resolution.text}” → ${
        t.alexa ? 'Alexa herself (no request to Burst Voice)' : describe(t.resolution)
      }`;
    const spoken = t.speech || (t.alexa && t.alexa.says);
    if (spoken && 'speechSynthesis' in window) {
      try {
        window.speechSynthesis.cancel();
        const u = new SpeechSynthesisUtterance(spoken);
        u.lang = els.locale.value;
        window.speechSynthesis.speak(u);
      } catch (_) {
        /* no voices: the text above is enough */
      }
    }
  }

  function describe(r) {
    if (r.kind === 'launch') return 'LaunchRequest';
    if (r.kind === 'exit') return 'SessionEndedRequest';
    const slots = Object.entries(r.slots || {}).map(([k, v]) =>
      typeof v === 'string' ? `${k}=“${v}”` : `${k}=“${v.value}”${v.id ? ` (id ${v.id})` : ''}`,
    );
    return `${r.intent}${slots.length ? ' ' + slots.join(', ') : ''}${r.oneShot ? ' · one-shot' : ''}${
      r.dialogState ? ' · the answer (IN_PROGRESS)' : ''
    }`;
  }

  function addLog(e) {
    if (e.n <= lastLogN) return;
    lastLogN = e.n;
    const li = document.createElement('li');
    const rt = e.requestType;
    const cls = rt.startsWith('AudioPlayer.')
      ? 'audio'
      : rt.startsWith('PlaybackController.')
        ? 'ctrl'
        : rt.startsWith('AlexaSkillEvent.')
          ? 'skill'
          : '';
    const req = e.request.request;
    // The intent's name, a SkillDisabled's persistence status, or why a session ended.
    const what = req.intent
      ? req.intent.name
      : (req.body && req.body.userInformationPersistenceStatus) || req.reason || '';
    const dirs = ((e.reply.response || {}).directives || [])
      .map((d) => (d.playBehavior ? `Play ${d.playBehavior}` : d.type.replace('AudioPlayer.', '')))
      .join(', ');
    const apis = (e.apiCalls || [])
      .map(
        (c) =>
          `<div class="${c.outcome === 'ok' ? '' : 'bad'}">↳ ${esc(c.call)}(${esc(
            c.params.map((p) => JSON.stringify(p)).join(', '),
          )}) → ${esc(c.outcome)}${c.summary ? ', ' + esc(c.summary) : ''} · ${c.ms} ms</div>`,
      )
      .join('');
    li.innerHTML = `<details><summary><span class="n">#${e.n}</span><span class="rt ${cls}">${esc(
      rt.replace('AudioPlayer.', '').replace('PlaybackController.', '').replace('AlexaSkillEvent.', ''),
    )}</span><span class="what">${esc(what)}${dirs ? ' → ' + esc(dirs) : ''}</span></summary>
      <h4>Request</h4><pre>${esc(JSON.stringify(e.request, null, 2))}</pre>
      <h4>Response</h4><pre>${esc(JSON.stringify(e.reply, null, 2))}</pre></details>${
        apis ? `<div class="apis">${apis}</div>` : ''
      }`;
    els.log.prepend(li);
  }

  // ---------------- helpers ----------------
  function seconds(ms) {
    return String(Number((ms / 1000).toFixed(2)));
  }
  function clock(sec) {
    const s = Math.max(0, Math.floor(sec || 0));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  function esc(s) {
    return String(s).replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
    );
  }
  function hash(s) {
    let h = 0;
    for (const ch of String(s || '')) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return h;
  }
  function initialsOf(s) {
    return (
      String(s)
        .split(/[\s·]+/)
        .filter((w) => /^[A-Z0-9]/.test(w))
        .slice(0, 2)
        .map((w) => w[0].toUpperCase())
        .join('') || 'BV'
    );
  }

  // ---------------- wiring ----------------
  $('say-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    say(els.input.value);
  });
  els.says.addEventListener('click', (ev) => {
    if (ev.target instanceof HTMLButtonElement && ev.target.dataset.say) say(ev.target.dataset.say);
  });
  $('chips').addEventListener('click', (ev) => {
    if (ev.target instanceof HTMLButtonElement) say(ev.target.textContent);
  });
  document
    .querySelectorAll('[data-button]')
    .forEach((b) => b.addEventListener('click', () => call('press', { button: b.dataset.button })));
  els.playPause.addEventListener('click', () =>
    call('press', { button: player.activity === 'PLAYING' ? 'Pause' : 'Play' }),
  );
  $('to-end').addEventListener('click', () => {
    // Seek to the clip's last moments: the real `ended` event then drives the playlist on.
    if (Number.isFinite(audio.duration)) audio.currentTime = Math.max(0, audio.duration - 0.3);
  });
  $('fail').addEventListener('click', () => event('error', { error: 'MEDIA_ERROR_SERVICE_UNAVAILABLE' }));
  $('clear-log').addEventListener('click', () => (els.log.innerHTML = ''));
  els.locale.addEventListener('change', () => call('locale', { locale: els.locale.value }));
  els.disableSkill.addEventListener('click', () =>
    skillEvent({ event: 'SkillDisabled', persistence: els.persistence.value }, els.enableSkill),
  );
  els.enableSkill.addEventListener('click', () => skillEvent({ event: 'SkillEnabled' }, els.disableSkill));

  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  if (Recognition) {
    const mic = $('mic');
    mic.hidden = false;
    mic.addEventListener('click', () => {
      const rec = new Recognition();
      rec.lang = els.locale.value;
      rec.interimResults = false;
      mic.classList.add('on');
      rec.onresult = (ev) => say(ev.results[0][0].transcript);
      rec.onend = () => mic.classList.remove('on');
      rec.start();
    });
  }

  state().then((s) => {
    if (!s) return;
    demoScale = s.demoScale || demoScale;
    els.locale.value = s.locale;
    els.mode.textContent = s.simulator
      ? `offline · Burst API simulator · clips at ×${scale ?? demoScale}`
      : 'real Burst API';
    return fetch(API + 'log')
      .then((r) => r.json())
      .then((l) => (l.exchanges || []).forEach(addLog));
  });
})();
