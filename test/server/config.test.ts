// Every environment variable: its default, what it accepts, and the one-sentence refusal.
import { availableParallelism } from 'node:os';
import {
  ConfigError,
  DEFAULT_API_BASE_URL,
  DEV_LISTENER_ID_SECRET,
  describeConfig,
  loadConfig,
  MAX_BODY_BYTES_CEILING,
} from '../../src/config/env';

const KEY = 'abcdef0123456789abcdef0123456789';
const SECRET = 'a-long-random-listener-secret';
const withKey = { BURST_API_KEY: KEY, LISTENER_ID_SECRET: SECRET, SKILL_ID: 'amzn1.ask.skill.abc-123' };

function refusal(env: NodeJS.ProcessEnv, target: 'express' | 'lambda' = 'express'): ConfigError {
  try {
    loadConfig(env, target);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

/** One sentence: starts with the variable, ends with a full stop, no line breaks. */
function expectOneSentence(err: ConfigError, variable: string) {
  expect(err.variable).toBe(variable);
  expect(err.message.startsWith(variable)).toBe(true);
  expect(err.message).toMatch(/\.$/);
  expect(err.message).not.toMatch(/\n/);
}

describe('defaults', () => {
  it('express without a key: simulator, sqlite, 127.0.0.1:3000, info, emulator on', () => {
    const c = loadConfig({}, 'express');
    expect(c).toMatchObject({
      apiMode: 'simulator',
      apiBaseUrl: DEFAULT_API_BASE_URL,
      persistence: 'sqlite',
      dbPath: './data/burst-voice.db',
      host: '127.0.0.1',
      port: 3000,
      logLevel: 'info',
      emulatorSetting: 'auto',
      emulator: true,
      listenerIdSecret: DEV_LISTENER_ID_SECRET,
      listenerIdSecretIsDefault: true,
      maxBodyBytes: MAX_BODY_BYTES_CEILING,
    });
    expect(c.apiKey).toBeUndefined();
    expect(c.skillId).toBeUndefined();
  });

  it('lambda with a key: api mode, dynamodb, emulator off', () => {
    const c = loadConfig(withKey, 'lambda');
    expect(c).toMatchObject({ apiMode: 'api', apiKey: KEY, persistence: 'dynamodb', emulator: false });
    expect(c.dynamoTable).toBe('burst-voice-attributes');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ BURST_API_KEY: '  ', PORT: '', LOG_LEVEL: '' }, 'express')).toMatchObject({
      apiMode: 'simulator',
      port: 3000,
      logLevel: 'info',
    });
  });
});

describe('BURST_API_KEY', () => {
  it('switches to api mode', () => {
    expect(loadConfig(withKey, 'express').apiMode).toBe('api');
  });
  it('is required on Lambda, where the simulator is not bundled', () => {
    const e = refusal({ LISTENER_ID_SECRET: SECRET }, 'lambda');
    expectOneSentence(e, 'BURST_API_KEY');
    expect(e.message).toMatch(/required on Lambda/);
  });
  it('refuses spaces without echoing the key', () => {
    const e = refusal({ ...withKey, BURST_API_KEY: 'my secret key' });
    expectOneSentence(e, 'BURST_API_KEY');
    expect(e.message).not.toContain('my secret key');
  });
});

describe('BURST_API_BASE_URL', () => {
  it('accepts https and strips a trailing slash', () => {
    expect(loadConfig({ BURST_API_BASE_URL: 'https://api.example.com/' }, 'express').apiBaseUrl).toBe(
      'https://api.example.com',
    );
  });
  it('accepts plain http on loopback (the simulator)', () => {
    for (const u of ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000']) {
      expect(loadConfig({ BURST_API_BASE_URL: u }, 'express').apiBaseUrl).toBe(u);
    }
  });
  it('refuses plain http elsewhere', () => {
    const e = refusal({ BURST_API_BASE_URL: 'http://developersapi.audioburst.com' });
    expectOneSentence(e, 'BURST_API_BASE_URL');
    expect(e.message).toMatch(/must use https unless its host is loopback/);
  });
  it.each(['not a url', 'ftp://example.com', 'developersapi.audioburst.com'])('refuses %s', (u) => {
    const e = refusal({ BURST_API_BASE_URL: u });
    expectOneSentence(e, 'BURST_API_BASE_URL');
    expect(e.message).toMatch(/must be an http\(s\) URL/);
  });
  it('refuses credentials, query or fragment without echoing them', () => {
    for (const u of ['https://user:pw@example.com', 'https://example.com/?key=k', 'https://example.com/#x']) {
      const e = refusal({ BURST_API_BASE_URL: u });
      expectOneSentence(e, 'BURST_API_BASE_URL');
      expect(e.message).not.toContain('pw@');
      expect(e.message).not.toContain('key=k');
    }
  });
});

describe('BURST_TRACK_PATH', () => {
  it('defaults to the documented path (docs/burst-api.md), takes another path, and off turns reports off', () => {
    expect(loadConfig({}, 'express').trackPath).toBe('/v2/user/track');
    expect(loadConfig({ BURST_TRACK_PATH: '/v3/listens' }, 'express').trackPath).toBe('/v3/listens');
    expect(loadConfig({ ...withKey, BURST_TRACK_PATH: 'OFF' }, 'lambda').trackPath).toBeNull();
  });

  it('refuses a query, another origin or a relative path', () => {
    for (const v of ['/v2/track?x=1', 'https://evil.example/track', 'v2/track', '//evil.example/x']) {
      expectOneSentence(refusal({ BURST_TRACK_PATH: v }), 'BURST_TRACK_PATH');
    }
  });
});

describe('WORKERS', () => {
  it('is 1 by default, a number, or auto for one per core; always 1 on Lambda', () => {
    expect(loadConfig({}, 'express').workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }, 'express').workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }, 'express').workers).toBe(availableParallelism());
    expect(loadConfig({ ...withKey, WORKERS: '4' }, 'lambda').workers).toBe(1);
  });

  it('refuses 0, more than 64 and words', () => {
    for (const v of ['0', '65', 'two', '-1', '1.5']) expectOneSentence(refusal({ WORKERS: v }), 'WORKERS');
  });

  it('refuses several workers on the memory store, which each process would keep to itself', () => {
    const err = refusal({ WORKERS: '2', SKILL_PERSISTENCE: 'memory' });
    expectOneSentence(err, 'WORKERS');
    expect(err.message).toMatch(/SKILL_PERSISTENCE=sqlite or dynamodb/);
    expect(loadConfig({ WORKERS: '2', SKILL_PERSISTENCE: 'dynamodb' }, 'express').workers).toBe(2);
  });

  it('keeps the local Echo page (one device in one process) to a single worker', () => {
    expect(loadConfig({ WORKERS: '2' }, 'express').emulator).toBe(false);
    expectOneSentence(refusal({ WORKERS: '2', EMULATOR: 'on' }), 'EMULATOR');
    expect(describeConfig(loadConfig({ WORKERS: '2' }, 'express')).workers).toBe(2);
  });
});

describe('SKILL_ID', () => {
  it('is required on Express once a real key is set: signed requests of other skills are refused', () => {
    const e = refusal({ BURST_API_KEY: KEY, LISTENER_ID_SECRET: SECRET });
    expectOneSentence(e, 'SKILL_ID');
    expect(e.message).toMatch(/required when BURST_API_KEY is set/);
    expect(e.message).not.toContain(KEY);
    expect(loadConfig(withKey, 'express').skillId).toBe('amzn1.ask.skill.abc-123');
    // Without a key only the simulator is at stake; on Lambda the stack passes the id in.
    expect(loadConfig({}, 'express').skillId).toBeUndefined();
    expect(loadConfig({ BURST_API_KEY: KEY, LISTENER_ID_SECRET: SECRET }, 'lambda').skillId).toBeUndefined();
  });
  it('accepts an Alexa skill id', () => {
    const id = 'amzn1.ask.skill.12345678-1234-1234-1234-123456789012';
    expect(loadConfig({ SKILL_ID: id }, 'express').skillId).toBe(id);
  });
  it('refuses anything else', () => {
    const e = refusal({ SKILL_ID: 'my-skill' });
    expectOneSentence(e, 'SKILL_ID');
    expect(e.message).toBe('SKILL_ID must look like amzn1.ask.skill.<id> (got "my-skill").');
  });
});

describe('SKILL_PERSISTENCE', () => {
  it.each(['memory', 'sqlite', 'dynamodb'])('accepts %s on Express', (k) => {
    expect(loadConfig({ SKILL_PERSISTENCE: k }, 'express').persistence).toBe(k);
  });
  it('refuses an unknown kind with the allowed list', () => {
    expect(refusal({ SKILL_PERSISTENCE: 'mongo' }).message).toBe(
      'SKILL_PERSISTENCE must be one of memory, sqlite, dynamodb (got "mongo").',
    );
  });
  it('refuses sqlite on Lambda (native module not bundled, disk ephemeral)', () => {
    const e = refusal({ ...withKey, SKILL_PERSISTENCE: 'sqlite' }, 'lambda');
    expect(e.message).toBe('SKILL_PERSISTENCE must be one of memory, dynamodb on Lambda (got "sqlite").');
  });
  it('accepts memory on Lambda', () => {
    expect(loadConfig({ ...withKey, SKILL_PERSISTENCE: 'memory' }, 'lambda').persistence).toBe('memory');
  });
});

describe('SKILL_DB_PATH and DYNAMODB_TABLE', () => {
  it('takes a db path', () => {
    expect(loadConfig({ SKILL_DB_PATH: '/tmp/x.db' }, 'express').dbPath).toBe('/tmp/x.db');
  });
  it('takes a valid table name', () => {
    expect(loadConfig({ DYNAMODB_TABLE: 'My_Table-1.v2' }, 'express').dynamoTable).toBe('My_Table-1.v2');
  });
  it.each(['ab', 'bad name', 'x'.repeat(256)])('refuses table name %s', (t) => {
    const e = refusal({ DYNAMODB_TABLE: t });
    expectOneSentence(e, 'DYNAMODB_TABLE');
    expect(e.message).toMatch(/3 to 255 letters/);
  });
});

describe('PORT and HOST', () => {
  it('accepts 0 (ephemeral) to 65535', () => {
    expect(loadConfig({ PORT: '0' }, 'express').port).toBe(0);
    expect(loadConfig({ PORT: '65535' }, 'express').port).toBe(65535);
  });
  it.each(['abc', '-1', '65536', '80.5', '1e3'])('refuses PORT=%s', (p) => {
    const e = refusal({ PORT: p });
    expectOneSentence(e, 'PORT');
    expect(e.message).toBe(`PORT must be a whole number from 0 to 65535 (got "${p}").`);
  });
  it.each(['0.0.0.0', '::', 'localhost', 'my-host.internal'])('accepts HOST=%s', (h) => {
    expect(loadConfig({ HOST: h, EMULATOR: 'off' }, 'express').host).toBe(h);
  });
  it.each(['bad host', 'http://x', '-x-'])('refuses HOST=%s', (h) => {
    expectOneSentence(refusal({ HOST: h }), 'HOST');
  });
});

describe('LOG_LEVEL', () => {
  it.each(['silent', 'error', 'warn', 'info', 'debug', 'DEBUG'])('accepts %s', (l) => {
    expect(loadConfig({ LOG_LEVEL: l }, 'express').logLevel).toBe(l.toLowerCase());
  });
  it('refuses others', () => {
    expect(refusal({ LOG_LEVEL: 'verbose' }).message).toBe(
      'LOG_LEVEL must be one of silent, error, warn, info, debug (got "verbose").',
    );
  });
});

describe('METRICS_NAMESPACE', () => {
  it('is unset by default (emf.ts keeps its own) and takes a CloudWatch namespace', () => {
    expect(loadConfig(withKey, 'lambda').metricsNamespace).toBeUndefined();
    for (const ns of ['BurstVoice', 'BurstVoice/prod', 'team.skills:burst-voice #2']) {
      expect(loadConfig({ ...withKey, METRICS_NAMESPACE: ns }, 'lambda').metricsNamespace).toBe(ns);
    }
  });
  it("refuses AWS's own prefix, other characters and more than 255", () => {
    for (const ns of ['AWS/Lambda', 'aws/x', 'Burst{Voice}', 'Burst"Voice', 'x'.repeat(256)]) {
      expectOneSentence(refusal({ ...withKey, METRICS_NAMESPACE: ns }, 'lambda'), 'METRICS_NAMESPACE');
    }
  });
});

describe('LISTENER_ID_SECRET', () => {
  it('is required once a real key is set, and the message does not contain the key', () => {
    const e = refusal({ BURST_API_KEY: KEY, SKILL_ID: 'amzn1.ask.skill.abc-123' });
    expectOneSentence(e, 'LISTENER_ID_SECRET');
    expect(e.message).toMatch(/required when BURST_API_KEY is set/);
    expect(e.message).not.toContain(KEY);
  });
  it('refuses a short secret without echoing it', () => {
    const e = refusal({ LISTENER_ID_SECRET: 'short-secret' });
    expectOneSentence(e, 'LISTENER_ID_SECRET');
    expect(e.message).not.toContain('short-secret');
  });
  it('refuses the public development default together with a real key', () => {
    const e = refusal({ ...withKey, LISTENER_ID_SECRET: DEV_LISTENER_ID_SECRET });
    expectOneSentence(e, 'LISTENER_ID_SECRET');
    expect(e.message).not.toContain(DEV_LISTENER_ID_SECRET);
  });
  it('uses a configured secret', () => {
    const c = loadConfig(withKey, 'express');
    expect(c.listenerIdSecret).toBe(SECRET);
    expect(c.listenerIdSecretIsDefault).toBe(false);
  });
});

describe('EMULATOR', () => {
  it('auto is on for loopback hosts and off otherwise', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }, 'express').emulator).toBe(true);
    expect(loadConfig({ HOST: '::1' }, 'express').emulator).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }, 'express').emulator).toBe(false);
  });
  it('off wins on loopback', () => {
    expect(loadConfig({ EMULATOR: 'off' }, 'express').emulator).toBe(false);
  });
  it('on needs a loopback host (the emulator bypasses request signatures)', () => {
    const e = refusal({ EMULATOR: 'on', HOST: '0.0.0.0' });
    expectOneSentence(e, 'EMULATOR');
    expect(e.message).toMatch(/loopback HOST/);
  });
  it('is never on for Lambda', () => {
    expect(loadConfig({ ...withKey, EMULATOR: 'on' }, 'lambda').emulator).toBe(false);
  });
  it('refuses unknown values', () => {
    expect(refusal({ EMULATOR: 'yes' }).message).toBe('EMULATOR must be one of auto, on, off (got "yes").');
  });
});

describe('MAX_BODY_BYTES', () => {
  it('accepts 1024 to the adapter ceiling', () => {
    expect(loadConfig({ MAX_BODY_BYTES: '2048' }, 'express').maxBodyBytes).toBe(2048);
  });
  it.each(['100', String(MAX_BODY_BYTES_CEILING + 1), '1kb'])('refuses %s', (v) => {
    expectOneSentence(refusal({ MAX_BODY_BYTES: v }), 'MAX_BODY_BYTES');
  });
});

describe('describeConfig', () => {
  it('never contains the key or the secret', () => {
    const c = loadConfig({ ...withKey, SKILL_ID: 'amzn1.ask.skill.abc' }, 'express');
    const text = JSON.stringify(describeConfig(c));
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(SECRET);
    expect(describeConfig(c)).toEqual({
      target: 'express',
      apiMode: 'api',
      apiBaseUrl: DEFAULT_API_BASE_URL,
      skillIdEnforced: true,
      persistence: 'sqlite',
      logLevel: 'info',
      emulator: true,
      listenerIdSecret: 'configured',
      workers: 1,
      retentionDays: 180,
    });
  });
  it('reads RETENTION_DAYS (default 180) and refuses a value that is not a whole number of days', () => {
    expect(loadConfig({}, 'express').retentionDays).toBe(180);
    expect(loadConfig({ RETENTION_DAYS: '30' }, 'express').retentionDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'forever', '3651']) {
      expect(() => loadConfig({ RETENTION_DAYS: bad }, 'express')).toThrow(
        /RETENTION_DAYS must be a whole number from 1 to 3650/,
      );
    }
  });
  it('says simulator and development-default without a key', () => {
    expect(describeConfig(loadConfig({}, 'express'))).toMatchObject({
      apiMode: 'simulator',
      listenerIdSecret: 'development-default',
    });
  });
});

describe('OPERATOR_NAME, OPERATOR_CONTACT and PUBLIC_BASE_URL (privacy pages and manifest)', () => {
  it('are optional and read as given', () => {
    expect(loadConfig({}, 'express').publication).toEqual({});
    const c = loadConfig(
      {
        OPERATOR_NAME: 'Jo Example Radio Ltd',
        OPERATOR_CONTACT: 'privacy@example.org',
        PUBLIC_BASE_URL: 'https://voice.example.org/',
      },
      'express',
    );
    expect(c.publication).toEqual({
      operatorName: 'Jo Example Radio Ltd',
      operatorContact: 'privacy@example.org',
      publicBaseUrl: 'https://voice.example.org',
    });
    expect(loadConfig({ OPERATOR_CONTACT: 'https://example.org/contact' }, 'express').publication).toEqual({
      operatorContact: 'https://example.org/contact',
    });
  });
  it.each([
    ['OPERATOR_CONTACT', 'call me'],
    ['OPERATOR_CONTACT', 'http://example.org/contact'],
    ['OPERATOR_NAME', '<script>'],
    ['PUBLIC_BASE_URL', 'http://voice.example.org'],
    ['PUBLIC_BASE_URL', 'https://voice.example.org/skill'],
    ['PUBLIC_BASE_URL', 'not a url'],
  ])('%s=%s is refused in one sentence', (name, value) => {
    expectOneSentence(refusal({ [name]: value }), name);
  });
});
