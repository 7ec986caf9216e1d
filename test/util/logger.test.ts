// The logger's promises: one JSON line per event, and no configured secret in any form.
import { createLogger, type LogFields } from '../../src/util/logger';

function capture(secrets: string[]) {
  const lines: string[] = [];
  const logger = createLogger({ level: 'debug', sink: (l) => lines.push(l), secrets });
  return { logger, lines };
}

describe('logger redaction', () => {
  it('redacts a plain key in the message, fields, nested fields, errors and child fields', () => {
    const key = 'sk-LIVE-0123456789';
    const { logger, lines } = capture([key]);
    logger
      .child({ base: key })
      .warn(`msg ${key}`, { a: key, n: { deep: [key] }, err: new Error(`e ${key}`) });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(key);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ base: '[redacted]', a: '[redacted]' });
  });

  it('redacts a key shorter than 4 characters', () => {
    const { logger, lines } = capture(['k9Z']);
    logger.info('call', { header: 'k9Z' });
    expect(lines[0]).not.toContain('k9Z');
  });

  it('redacts a key whose JSON form is escaped (quote, backslash, control character)', () => {
    const key = 'ab"cd\\ef\tgh';
    const { logger, lines } = capture([key]);
    logger.info('call', { header: key });
    expect(lines[0]).not.toContain(JSON.stringify(key).slice(1, -1));
    expect(JSON.parse(lines[0] as string)).toMatchObject({ header: '[redacted]' });
  });

  it.each([
    ['encodeURIComponent', (k: string) => `https://h.test/x?k=${encodeURIComponent(k)}`],
    ['form encoding', (k: string) => `https://h.test/x?${new URLSearchParams({ k }).toString()}`],
  ])('redacts a key inside a URL (%s)', (_name, inUrl) => {
    const key = 'a+b/c=d&e f';
    const { logger, lines } = capture([key]);
    const url = inUrl(key);
    logger.info('call', { url });
    expect(lines[0]).not.toContain(encodeURIComponent(key));
    expect(lines[0]).not.toContain(new URLSearchParams({ k: key }).toString().slice(2));
    expect(lines[0]).toContain('[redacted]');
  });

  it('ignores an empty secret instead of redacting between every character', () => {
    const { logger, lines } = capture(['']);
    logger.info('plain');
    expect(JSON.parse(lines[0] as string)).toMatchObject({ msg: 'plain' });
  });
});

describe('logger robustness', () => {
  it('never throws on a circular field and still writes the line', () => {
    const { logger, lines } = capture(['secret-key']);
    const loop: LogFields = { name: 'secret-key' };
    loop.self = loop;
    expect(() => logger.error('boom', { loop })).not.toThrow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret-key');
    expect(JSON.parse(lines[0] as string)).toMatchObject({ msg: 'boom', loop: { self: '[circular]' } });
  });

  it('never throws on a BigInt field', () => {
    const { logger, lines } = capture([]);
    expect(() => logger.info('n', { big: 10n })).not.toThrow();
    expect(JSON.parse(lines[0] as string)).toMatchObject({ big: '10' });
  });

  it('keeps the kind of an ApiError-like error but none of its other properties', () => {
    const { logger, lines } = capture([]);
    const err = Object.assign(new Error('m'), { kind: 'timeout', config: { headers: { k: 'v' } } });
    logger.warn('w', { err });
    expect(JSON.parse(lines[0] as string).err).toEqual({ name: 'Error', message: 'm', kind: 'timeout' });
  });

  it('drops lines below the level', () => {
    const lines: string[] = [];
    createLogger({ level: 'warn', sink: (l) => lines.push(l) }).info('quiet');
    expect(lines).toEqual([]);
  });
});
