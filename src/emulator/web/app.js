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
// Every call carries the speaker's playhead (the loaded token, the <audio> element's position and
// the clip's scale): the device puts it in the request's context.AudioPlayer, as an Echo does
// (src/emulator/playhead.ts). When the listener speaks, the Echo stops its audio to listen, so the
// place the request reports is where the burst stopped, and where it plays on from.
// Alexa's words show while she speaks (or long enough to read), in their own band under the screen;
// captions have a band of their own; the log panel keeps everything.
// The Routine chip opens a small form: one of the skill's routine actions (its custom tasks, from
// /api/routines) with its input, run as an Alexa routine runs it (a LaunchRequest with `task`).
// The Name-free switch goes with every phrase: on, a phrase for one of the skill's intents without
// "ask Burst Voice" is first offered to the skill (CanFulfillIntentRequest).
// Offline (the built-in simulator) the skill has notifications: every answer carries the account's
// unread count and permission, the Echo's yellow light shows the count, and the Notifications group
// has the Alexa app's permission switch, the simulator's "news now" and a notification pass run
// now. "What are my notifications" is Alexa's own: she reads them and the light goes off.
// "Who is speaking" sets the device's recognized speaker (/api/person) for the requests after it:
// their LaunchRequest and IntentRequest carry their person id, and where the skill's speech names
// them (alexa:name) the page shows the name Alexa would say.
'use strict';

(function () {
  const API = 'api/';
  const params = new URLSearchParams(location.search);
  const askedScale = Number(params.get('scale')) > 0 ? Number(params.get('scale')) : undefined;
  /** Echo Show asks for the next stream right after it starts playing (docs/alexa-rules.md, Event order). */
  const NEARLY_AFTER_MS = 800;
  /** Alexa's words stay at least this long when nothing is heard (no voice in the browser). */
  const SAYS_MIN_MS = 4000;
  const SAYS_MAX_MS = 15000;
  /** About 15 characters a second: how long a line takes to read. */
  const READ_MS_PER_CHAR = 65;
  const CAPTION_MIN_MS = 1200;
  const HAVE_METADATA = 1;
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
    left: $('np-left'),
    says: $('alexa-says'),
    caption: $('np-caption'),
    captionBand: $('caption-band'),
    speed: $('speed'),
    speedSetting: $('speed-setting'),
    listening: $('listening'),
    countdown: $('listen-countdown'),
    listenSeconds: $('listen-seconds'),
    heard: $('heard'),
    input: $('utterance'),
    log: $('log'),
    playPause: $('play-pause'),
    locale: $('locale'),
    person: $('person'),
    store: $('store'),
    mode: $('mode'),
    alexaApp: document.querySelector('.alexa-app'),
    skillStatus: $('skill-status'),
    persistence: $('persistence'),
    disableSkill: $('disable-skill'),
    enableSkill: $('enable-skill'),
    nameFree: $('name-free'),
    routineChip: $('routine-chip'),
    routinePanel: $('routine-panel'),
    routineTask: $('routine-task'),
    routineEnum: $('routine-enum'),
    routineValue: $('routine-value'),
    routineValueLabel: $('routine-value-label'),
    routineFree: $('routine-free'),
    routineText: $('routine-text'),
    routineTextLabel: $('routine-text-label'),
    notifyLight: $('notify-light'),
    notifyCount: $('notify-count'),
    notifyGroup: $('notify-group'),
    notifyResult: $('notify-result'),
    notifyAllow: $('notify-allow'),
    notifyPass: $('notify-pass'),
    newsForm: $('news-form'),
    newsWords: $('news-words'),
  };

  let player = { activity: 'IDLE', offsetMs: 0 };
  /** The skill on the account (the Alexa app): enabled or not, and the user id it sees. */
  let account = { enabled: true };
  /** Token of the stream loaded in the <audio> element. */
  let loadedToken;
  /** The skill (not the listener) stopped the audio: its `pause` event is not a PlaybackStopped. */
  let expectPause = false;
  /**
   * Spoken requests (and the screen's pause) sent and not yet answered: the Echo is listening, so
   * a reply to an earlier call that still says PLAYING does not start the speaker meanwhile.
   */
  let voicePending = 0;
  /** The clip scale came from ?scale=, the server's default or the setting. */
  let scaleSet = askedScale !== undefined;
  /** Where the loaded clip starts (clip ms): its place until the element knows its metadata. */
  let startClipMs = 0;
  let nearlyTimer;
  /** The scale of the simulator's clips the page asks for (?scale=, the Clip speed setting). */
  let clipScale = askedScale ?? 0.1;
  /** The scale of the clip loaded now: clip time ÷ it = the burst's own time (1 for a real stream). */
  let loadedScale = 1;
  /** The audio path of the loaded stream (without the scale), to load it again at another speed. */
  let loadedAudio;
  let saysTimer;
  /** The caption on screen, and since when: a cue stays until it can be read. */
  let shownCue;
  let shownAt = 0;
  let captionTimer;
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
  /** One call at a time, in order, as a device sends its requests; each says where the speaker is. */
  function call(path, body, voice) {
    if (body) body = { ...body, playhead: playhead() };
    if (voice) voicePending += 1;
    const run = () =>
      fetch(API + path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
        .then((r) => r.json())
        .finally(() => {
          if (voice) voicePending -= 1;
        })
        .then((data) => {
          handle(data);
          return data;
        });
    queue = queue.then(run, run);
    return queue;
  }

  function handle(data) {
    if (!data) return;
    // The server's clip scale, before the first stream loads (unless ?scale= chose one).
    if (typeof data.demoScale === 'number' && !scaleSet) {
      scaleSet = true;
      clipScale = data.demoScale;
    }
    if (data.error && !data.exchanges) showSays({ error: data.error });
    // What the device did by itself came before this answer's own state.
    if (Array.isArray(data.events)) for (const e of data.events) showEvent(e);
    if (typeof data.lastEvent === 'number' && lastEventN < 0) lastEventN = data.lastEvent;
    if (Array.isArray(data.exchanges)) {
      for (const e of data.exchanges) addLog(e);
      if (data.resolution || data.speech || data.card || data.error || data.alexa || data.task)
        showSays(data);
    }
    if ('sessionOpen' in data) setListening(data.sessionOpen ? data.listening || null : null);
    if (typeof data.listenMs === 'number') els.listenSeconds.textContent = seconds(data.listenMs);
    if (data.player) applyPlayer(data.player);
    if (data.account) applyAccount(data.account);
    if (data.notifications) applyNotifications(data.notifications);
  }

  /**
   * The speaker's place in what it plays, the one report every call carries (the server turns it
   * into burst time: src/emulator/playhead.ts).
   */
  function playhead() {
    if (!loadedToken) return undefined;
    return { token: loadedToken, clipMs: clipMs(), clipScale: loadedScale };
  }

  /** The element's place in its clip (ms); until it has read the clip's metadata, where it starts. */
  function clipMs() {
    return audio.readyState >= HAVE_METADATA ? (audio.currentTime || 0) * 1000 : startClipMs;
  }

  /** The burst's own time at the speaker's place (seconds). */
  function burstSeconds() {
    return clipMs() / 1000 / loadedScale;
  }

  /** The Echo stops its audio to listen; a reply that leaves the stream playing starts it again. */
  function holdForVoice() {
    if (!loadedToken || audio.paused) return;
    expectPause = true;
    audio.pause();
  }

  function say(text) {
    text = String(text || '').trim();
    if (!text) return;
    els.input.value = '';
    els.heard.textContent = `You said: “${text}”`;
    holdForVoice();
    return call('say', { text, nameFree: nameFreeOn() }, true);
  }

  /** The recognized speaker for the next requests (the select's value; '' is nobody). */
  function setPerson() {
    const name = els.person.value || null;
    return call('person', { name }).then((d) => {
      if (!d || d.error) return;
      showPerson(d.person);
      addNote(
        d.person
          ? `Who is speaking: ${d.person}, recognized by voice (${d.personId}), from the next request on`
          : 'Who is speaking: nobody recognized, from the next request on',
      );
    });
  }

  /** The skill's store from the next request on: working, down (an outage) or flaky. */
  function setStore() {
    return call('store', { mode: els.store.value }).then((d) => {
      if (!d || d.error) return;
      els.store.value = d.store;
      addNote(`Store: ${els.store.selectedOptions[0].textContent}, from the next request on`);
    });
  }

  /** The select shows the device's speaker (another tab, or a reload, may have changed it). */
  function showPerson(name) {
    if (!name) els.person.value = '';
    else {
      if (![...els.person.options].some((o) => o.value === name)) els.person.add(new Option(name, name));
      els.person.value = name;
    }
  }

  function nameFreeOn() {
    return els.nameFree.getAttribute('aria-checked') === 'true';
  }

  // ---------------- routine actions ----------------
  /** The skill's routine actions ({name, version, title, input?}), in the device's locale. */
  let tasks = [];

  function loadRoutines() {
    return fetch(API + 'routines')
      .then((r) => r.json())
      .then((d) => {
        tasks = (d && d.tasks) || [];
        const chosen = els.routineTask.value;
        els.routineTask.replaceChildren(...tasks.map((t) => new Option(t.title, t.name)));
        if (tasks.some((t) => t.name === chosen)) els.routineTask.value = chosen;
        showRoutineInput();
      })
      .catch(() => undefined);
  }

  /** The chosen action's input: a list for an enum (with "none" when optional), else a text field. */
  function showRoutineInput() {
    const task = tasks.find((t) => t.name === els.routineTask.value);
    const input = task && task.input;
    els.routineEnum.hidden = !(input && input.values);
    els.routineFree.hidden = !(input && !input.values);
    els.routineValue.disabled = els.routineEnum.hidden;
    els.routineText.disabled = els.routineFree.hidden;
    if (!input) return;
    if (input.values) {
      els.routineValueLabel.textContent = input.displayName;
      const none = input.required ? [] : [new Option('none', '')];
      els.routineValue.replaceChildren(...none, ...input.values.map((v) => new Option(v, v)));
      els.routineValue.required = input.required;
    } else {
      els.routineTextLabel.textContent = input.displayName;
      els.routineText.required = input.required;
      if (input.maxLength) els.routineText.maxLength = input.maxLength;
      else els.routineText.removeAttribute('maxlength');
    }
  }

  function openRoutine(open) {
    els.routinePanel.hidden = !open;
    els.routineChip.setAttribute('aria-expanded', String(open));
    if (open) els.routineTask.focus();
  }

  function runRoutine() {
    const task = tasks.find((t) => t.name === els.routineTask.value);
    if (!task) return;
    const input = !task.input
      ? ''
      : task.input.values
        ? els.routineValue.value
        : els.routineText.value.trim();
    els.heard.textContent = `Routine: “${task.title}”${input ? ` (${task.input.displayName.toLowerCase()} “${input}”)` : ''}`;
    // The routine takes the Echo's audio as a spoken request does: its own answer decides.
    holdForVoice();
    return call('routine', { name: task.name, input }, true);
  }

  function press(button) {
    // The screen's pause stops the speaker at once; the request then reports where.
    const pause = button === 'Pause';
    if (pause) holdForVoice();
    return call('press', { button }, pause);
  }

  function event(type, extra) {
    if (!loadedToken) return;
    return call('event', { type, ...extra });
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
      loadedAudio = undefined;
      audio.removeAttribute('src');
      audio.load();
      cues = [];
      shownCue = undefined;
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

  // ---------------- notifications ----------------
  /** The light (on while `unread` > 0) and the permission switch; the group shows only offline. */
  function applyNotifications(n) {
    els.notifyGroup.hidden = false;
    const on = n.unread > 0;
    els.notifyLight.hidden = !on;
    els.notifyCount.textContent = on ? String(n.unread) : '';
    els.notifyLight.setAttribute(
      'aria-label',
      on ? `${n.unread} new notification${n.unread === 1 ? '' : 's'}` : 'No new notifications',
    );
    els.show.classList.toggle('notify', on);
    els.notifyAllow.setAttribute('aria-checked', String(Boolean(n.allowed)));
  }

  function notifyResult(text) {
    els.notifyResult.textContent = text;
    addNote(text);
  }

  /** The Alexa app's switch: SkillPermissionAccepted, or SkillPermissionChanged without the scope. */
  function setNotifyPermission() {
    const allowed = els.notifyAllow.getAttribute('aria-checked') !== 'true';
    return call('notifications/permission', { allowed }).then((d) => {
      if (!d || d.error) return;
      notifyResult(`Notifications permission: ${allowed ? 'granted' : 'off'} (Alexa app)`);
    });
  }

  function newsNow() {
    const words = els.newsWords.value.trim();
    if (!words) return;
    return call('notifications/news', { words }).then((d) => {
      if (!d || !d.news) return;
      notifyResult(`News now about ${d.news.words}: “${d.news.title}”`);
    });
  }

  function runPass() {
    return call('notifications/pass', {}).then((d) => {
      if (!d || !d.pass) return;
      notifyResult(d.pass.line);
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
    if (e.spontaneous === 'reprompt') {
      showSays({ speech: e.speech, note: 'No answer: Alexa says the reprompt.' });
      addNote(`No answer: Alexa says the reprompt: “${e.speech || ''}”`);
    } else {
      const note = `No answer: the session closed (SessionEndedRequest EXCEEDED_MAX_REPROMPTS)${
        e.player && e.player.activity === 'PLAYING' ? '; the burst plays on' : ''
      }.`;
      showSays({ error: e.error, note });
    }
    if (e.player) applyPlayer(e.player);
  }

  // ---------------- the speaker ----------------
  /** Where the page loads a stream from, starting at a place in burst time; sets its scale. */
  function audioSrc(path, offsetMs) {
    const local = path.startsWith('/emulator/');
    loadedScale = local ? clipScale : 1;
    startClipMs = (offsetMs || 0) * loadedScale;
    // A media fragment starts the clip at the offset the Play directive asked for.
    const at = startClipMs > 0 && !path.includes('#') ? `#t=${(startClipMs / 1000).toFixed(3)}` : '';
    return `${local ? `${path}?scale=${clipScale}` : path}${at}`;
  }

  /** The Clip speed setting: the loaded clip goes on at the same place of the burst, at the new speed. */
  function setClipScale(s) {
    if (!(s > 0) || s === clipScale) return;
    const at = burstSeconds() * 1000;
    clipScale = s;
    scaleSet = true;
    if (!loadedToken || !loadedAudio || !loadedAudio.startsWith('/emulator/')) return;
    // A new source pauses the element without a `pause` event: nothing to hold back.
    const wasPlaying = !audio.paused;
    audio.src = audioSrc(loadedAudio, at);
    if (wasPlaying) audio.play().catch(() => undefined);
  }

  function applyPlayer(p) {
    player = p;
    render(p);
    // A held stream (Alexa listens in an open session) is silent until the session ends, and
    // nothing starts while a spoken request is on its way: its own answer decides.
    if (p.activity === 'PLAYING' && p.token && !p.held && voicePending === 0) {
      if (p.token !== loadedToken) {
        loadedToken = p.token;
        clearTimeout(nearlyTimer);
        loadCaptions(p);
        loadedAudio = p.audio;
        if (!p.audio) {
          // Nothing this page can play (plain http): the old clip goes, and the device reports
          // the failure from the place the Play asked for.
          audio.removeAttribute('src');
          audio.load();
          startClipMs = p.offsetMs || 0;
          loadedScale = 1;
          setTimeout(() => event('error', { error: 'MEDIA_ERROR_INVALID_REQUEST' }), 0);
          return;
        }
        audio.src = audioSrc(p.audio, p.offsetMs);
        audio.play().catch(() => undefined);
      } else if (audio.paused && !audio.ended) {
        audio.play().catch(() => undefined);
      }
    } else if (!audio.paused && (p.activity !== 'PLAYING' || p.held || voicePending > 0)) {
      expectPause = true;
      audio.pause();
    }
  }

  audio.addEventListener('playing', () => {
    // Whatever pause was expected has happened (or never fired): the next one is the listener's.
    expectPause = false;
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

  /**
   * The cue under the speaker's place (in burst time). Scaled clips run through cues faster than
   * anyone reads: a cue stays until it can be read — never longer than it lasts at ×1, even past
   * the end of its clip — and the cues it covers meanwhile are skipped, as the audio has moved on.
   */
  function renderCaption() {
    const ms = burstSeconds() * 1000;
    const mine = player.token === loadedToken && cues.length > 0;
    const cue = mine ? cues.find((c) => c.startMs <= ms && ms < c.endMs) : undefined;
    const now = performance.now();
    const heldFor = shownCue && cue !== shownCue ? readableMs(shownCue) - (now - shownAt) : 0;
    if (heldFor <= 0 && cue !== shownCue) {
      shownCue = cue;
      shownAt = now;
    }
    els.caption.textContent = shownCue ? shownCue.text : '';
    els.captionBand.hidden = !mine && !shownCue;
    clearTimeout(captionTimer);
    if (heldFor > 0) captionTimer = setTimeout(renderCaption, heldFor + 20);
  }

  function readableMs(cue) {
    const toRead = Math.max(CAPTION_MIN_MS, cue.text.length * READ_MS_PER_CHAR);
    return Math.min(toRead, cue.endMs - cue.startMs);
  }

  // ---------------- drawing ----------------
  function render(p) {
    els.show.dataset.activity = p.activity;
    const playing = p.activity === 'PLAYING';
    els.playPause.querySelector('path').setAttribute('d', playing ? PAUSE_ICON : PLAY_ICON);
    els.playPause.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    if (!p.token) {
      els.position.textContent = account.enabled ? 'Say “open burst voice”' : 'Burst Voice is disabled';
      setText(els.title, '');
      setText(els.subtitle, '');
      setArt(undefined, 'BV', 'burst');
      renderTime();
      return;
    }
    els.position.textContent =
      p.activity === 'FINISHED' ? 'Playlist finished' : (p.position || 'Now playing') + stateWord(p.activity);
    setText(els.title, p.title || '');
    setText(els.subtitle, p.subtitle || '');
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

  /**
   * The time line in the stream's own time: the burst's, or the whole episode's (its clip is
   * scaled as a burst's is, and its length is the clip's ÷ the scale).
   */
  function renderTime() {
    const playingThis = player.token && player.token === loadedToken;
    const clipDur = playingThis && Number.isFinite(audio.duration) ? audio.duration : undefined;
    const total = player.durationSec || (clipDur ? clipDur / loadedScale : 0);
    const at = playingThis && clipDur ? burstSeconds() : (player.offsetMs || 0) / 1000;
    els.bar.style.width = `${total ? Math.min(100, (at / total) * 100) : 0}%`;
    els.time.textContent = clock(Math.min(at, total || at));
    els.duration.textContent = total ? clock(total) : '';
    // A time box ("five minutes of news"): its time left, counting down with the burst.
    const boxed = player.timeLeftSec !== undefined && player.timeBoxSec !== undefined;
    els.left.hidden = !boxed;
    if (boxed) {
      const left = Math.max(0, player.timeLeftSec - Math.max(0, at - (player.offsetMs || 0) / 1000));
      els.left.textContent = `${clock(left)} left of ${clock(player.timeBoxSec)}`;
    }
  }

  /**
   * Alexa's words, as an Echo shows them: in their band while she speaks, or as long as they take
   * to read, then gone (the log panel keeps them). An error or a note stays as long as it takes to read.
   */
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
      addNote(`Alexa herself: ${t.alexa.says ? `“${t.alexa.says}” ` : ''}${t.alexa.note}`);
    }
    if (t.error) addNote(`Device: ${t.error}`, 'bad');
    if (t.resolution)
      els.heard.textContent = `You said: “${t.resolution.text}” → ${nameFreeWords(t)}${
        t.alexa ? 'Alexa herself (no request to Burst Voice)' : describe(t.resolution)
      }${t.person ? ` · from ${t.person} (recognized)` : ''}`;
    // Alexa's own question ("what are my notifications"): no skill's model resolved the words.
    else if (t.alexa && /^You said: “[^]*”$/.test(els.heard.textContent || ''))
      els.heard.textContent += ' → Alexa herself (no request to Burst Voice)';
    if (t.task) els.heard.textContent += ` → LaunchRequest with task ${describeTask(t.task)}`;
    if (parts.length === 0) return;
    els.says.classList.toggle('error', Boolean(t.error));
    els.says.innerHTML = parts.join('');
    els.says.hidden = false;
    const text = els.says.textContent || '';
    const spoken = t.speech || (t.alexa && t.alexa.says);
    speak(spoken);
    clearTimeout(saysTimer);
    const readMs = Math.min(SAYS_MAX_MS, Math.max(SAYS_MIN_MS, text.length * READ_MS_PER_CHAR));
    saysTimer = setTimeout(hideSaysAfterSpeech, readMs);
  }

  /** The words go when they have been read and Alexa has finished saying them. */
  function hideSaysAfterSpeech() {
    if ('speechSynthesis' in window && window.speechSynthesis.speaking) {
      saysTimer = setTimeout(hideSaysAfterSpeech, 500);
      return;
    }
    // Keyboard focus on the "Say …" button would be lost with it: it moves to the input.
    if (els.says.contains(document.activeElement)) els.input.focus();
    els.says.hidden = true;
  }

  function speak(text) {
    if (!text || !('speechSynthesis' in window)) return;
    try {
      window.speechSynthesis.cancel();
      const u = new SpeechSynthesisUtterance(text);
      u.lang = els.locale.value;
      window.speechSynthesis.speak(u);
    } catch (_) {
      /* no voices: the words on screen are enough */
    }
  }

  /** Name-free: what Burst Voice answered when Alexa asked whether it can handle the phrase. */
  function nameFreeWords(t) {
    if (!t.nameFree) return '';
    return `CanFulfillIntentRequest ${t.nameFree.intent}: ${t.nameFree.canFulfill || 'refused'} → `;
  }

  /** A LaunchRequest's task: "PlayNews v1 category=“business”". */
  function describeTask(task) {
    const input = Object.entries(task.input || {}).map(([k, v]) => `${k}=“${v}”`);
    return `${task.name.slice(task.name.lastIndexOf('.') + 1)} v${task.version}${input.length ? ' ' + input.join(', ') : ''}`;
  }

  function describe(r) {
    if (r.kind === 'launch') return 'LaunchRequest';
    if (r.kind === 'exit') return 'SessionEndedRequest';
    const slots = Object.entries(r.slots || {}).map(([k, v]) =>
      typeof v === 'string' ? `${k}=“${v}”` : `${k}=“${v.value}”${v.id ? ` (id ${v.id})` : ''}`,
    );
    return `${r.intent}${slots.length ? ' ' + slots.join(', ') : ''}${r.oneShot ? ' · one-shot' : ''}${
      r.source === 'model-no-match' ? ' · no entity match' : ''
    }${r.dialogState ? ' · the answer (IN_PROGRESS)' : ''}${r.chain ? ` · chain: ${r.chain}` : ''}`;
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
    const response = e.reply.response || {};
    // The intent's name (and a name-free answer), a routine's task, a SkillDisabled's persistence
    // status, or why a session ended.
    const answer = response.canFulfillIntent ? ` → canFulfill ${response.canFulfillIntent.canFulfill}` : '';
    const what = req.intent
      ? req.intent.name + answer
      : req.task
        ? `task ${describeTask(req.task)}`
        : (req.body && req.body.userInformationPersistenceStatus) || req.reason || '';
    const dirs = (response.directives || [])
      .map((d) =>
        d.playBehavior
          ? `Play ${d.playBehavior}`
          : d.type === 'Tasks.CompleteTask'
            ? `CompleteTask ${(d.status && d.status.code) || ''}`.trim()
            : d.type.replace('AudioPlayer.', ''),
      )
      .join(', ');
    const apis = (e.apiCalls || [])
      .map(
        (c) =>
          `<div class="${c.outcome === 'ok' ? '' : 'bad'}">↳ ${esc(c.call)}(${esc(
            c.params.map((p) => JSON.stringify(p)).join(', '),
          )}) → ${esc(c.outcome)}${c.summary ? ', ' + esc(c.summary) : ''} · ${c.ms} ms</div>`,
      )
      .join('');
    const words = e.speech ? `<p class="said">Alexa: ${esc(e.speech)}</p>` : '';
    li.innerHTML = `<details><summary><span class="n">#${e.n}</span><span class="rt ${cls}">${esc(
      rt.replace('AudioPlayer.', '').replace('PlaybackController.', '').replace('AlexaSkillEvent.', ''),
    )}</span><span class="what">${esc(what)}${dirs ? ' → ' + esc(dirs) : ''}</span></summary>
      <h4>Request</h4><pre>${esc(JSON.stringify(e.request, null, 2))}</pre>
      <h4>Response</h4><pre>${esc(JSON.stringify(e.reply, null, 2))}</pre></details>${words}${
        apis ? `<div class="apis">${apis}</div>` : ''
      }`;
    els.log.prepend(li);
  }

  /** A line in the log for what happened without a request to the skill (Alexa herself, the device). */
  function addNote(text, kind) {
    const li = document.createElement('li');
    li.className = `note${kind ? ' ' + kind : ''}`;
    li.textContent = text;
    els.log.prepend(li);
  }

  // ---------------- helpers ----------------
  /** Text of a heading or line; an empty one is hidden (no empty heading for screen readers). */
  function setText(el, text) {
    el.textContent = text;
    el.hidden = !text;
  }
  function seconds(ms) {
    return String(Number((ms / 1000).toFixed(2)));
  }
  /** 0:42, 46:05, 1:02:09: the chat's rule (formatClock in src/emulator/format.ts). */
  function clock(sec) {
    const s = Math.max(0, Math.floor(sec || 0));
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const ss = String(s % 60).padStart(2, '0');
    return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
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
    if (!(ev.target instanceof HTMLButtonElement)) return;
    if (ev.target === els.routineChip) openRoutine(els.routinePanel.hidden);
    else say(ev.target.textContent);
  });
  els.routineTask.addEventListener('change', showRoutineInput);
  els.routinePanel.addEventListener('submit', (ev) => {
    ev.preventDefault();
    runRoutine();
  });
  els.routinePanel.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Escape') return;
    openRoutine(false);
    els.routineChip.focus();
  });
  els.nameFree.addEventListener('click', () =>
    els.nameFree.setAttribute('aria-checked', String(!nameFreeOn())),
  );
  document
    .querySelectorAll('[data-button]')
    .forEach((b) => b.addEventListener('click', () => press(b.dataset.button)));
  els.playPause.addEventListener('click', () => press(player.activity === 'PLAYING' ? 'Pause' : 'Play'));
  els.speed.addEventListener('change', () => {
    setClipScale(Number(els.speed.value));
    showMode();
  });
  $('to-end').addEventListener('click', () => {
    // Seek to the clip's last moments: the real `ended` event then drives the playlist on.
    if (Number.isFinite(audio.duration)) audio.currentTime = Math.max(0, audio.duration - 0.3);
  });
  $('fail').addEventListener('click', () => event('error', { error: 'MEDIA_ERROR_SERVICE_UNAVAILABLE' }));
  $('clear-log').addEventListener('click', () => (els.log.innerHTML = ''));
  // The routine actions' titles are the locale's.
  els.locale.addEventListener('change', () =>
    call('locale', { locale: els.locale.value }).then(loadRoutines),
  );
  els.person.addEventListener('change', setPerson);
  els.store.addEventListener('change', setStore);
  els.disableSkill.addEventListener('click', () =>
    skillEvent({ event: 'SkillDisabled', persistence: els.persistence.value }, els.enableSkill),
  );
  els.enableSkill.addEventListener('click', () => skillEvent({ event: 'SkillEnabled' }, els.disableSkill));
  els.notifyAllow.addEventListener('click', setNotifyPermission);
  els.notifyPass.addEventListener('click', runPass);
  els.newsForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    newsNow();
  });

  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
  if (Recognition) {
    const mic = $('mic');
    mic.hidden = false;
    mic.addEventListener('click', () => {
      const rec = new Recognition();
      rec.lang = els.locale.value;
      rec.interimResults = false;
      mic.classList.add('on');
      // The Echo stops its audio while it listens; heard nothing, it plays on.
      holdForVoice();
      let heard = false;
      rec.onresult = (ev) => {
        heard = true;
        say(ev.results[0][0].transcript);
      };
      rec.onend = () => {
        mic.classList.remove('on');
        if (!heard) applyPlayer(player);
      };
      rec.start();
    });
  }

  let simulator = false;
  function showMode() {
    els.mode.textContent = simulator
      ? `offline · Burst API simulator · clips at ×${clipScale}`
      : 'real Burst API';
  }

  state().then((s) => {
    if (!s) return;
    simulator = Boolean(s.simulator);
    // The clip speed is the simulator's: a real stream plays at its own.
    els.speedSetting.hidden = !simulator;
    if (![...els.speed.options].some((o) => Number(o.value) === clipScale))
      els.speed.add(new Option(`×${clipScale}`, String(clipScale)));
    els.speed.value = String(clipScale);
    els.locale.value = s.locale;
    showPerson(s.person);
    if (s.store) els.store.value = s.store;
    showMode();
    loadRoutines();
    return fetch(API + 'log')
      .then((r) => r.json())
      .then((l) => (l.exchanges || []).forEach(addLog));
  });
})();
