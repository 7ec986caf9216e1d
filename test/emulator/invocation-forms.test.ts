// The invocation forms the local Echo takes, as Amazon documents them (docs/alexa-rules.md,
// "Invocation phrases"), and those it still refuses as a real Echo would.
import { PhraseResolver } from '../../src/emulator/phrases';

const r = new PhraseResolver('en-US');
const oneShot = (text: string) => {
  const res = r.resolve(text);
  return res.kind === 'intent' && res.oneShot ? { intent: res.intent, slots: res.slots } : undefined;
};

test('"use Burst Voice to …" and "use Burst Voice and …" are one-shot requests', () => {
  expect(oneShot('alexa, use burst voice to play tech news for ten minutes')).toMatchObject({
    intent: 'CategoryIntent',
    slots: { length: 'PT10M' },
  });
  expect(oneShot('use burst voice and play the news')?.intent).toBe(
    oneShot('ask burst voice to play the news')?.intent,
  );
  // "use burst voice" alone opens it, as before.
  expect(r.resolve('use burst voice').kind).toBe('launch');
});

test('"can you", "could you", "let\'s", "I want to" before the whole phrase', () => {
  const plain = oneShot('ask burst voice for something about the housing market');
  expect(plain).toBeDefined();
  expect(oneShot('alexa, could you ask burst voice for something about the housing market')).toEqual(plain);
  expect(oneShot('can you ask burst voice for something about the housing market')).toEqual(plain);
  expect(r.resolve("let's open burst voice").kind).toBe('launch');
  expect(r.resolve('i want to open burst voice').kind).toBe('launch');
});

test('forms Amazon does not document stay out of one-shot reach', () => {
  for (const text of [
    'alexa, have burst voice play the news',
    'alexa, get burst voice to play five minutes of news',
    "alexa, i'd like burst voice to play something about space",
    // The lead words alone do not reach a skill: the request names none.
    'can you play the news',
  ])
    expect(oneShot(text)).toBeUndefined();
});
