// Which requests come from a device with a screen (captions are fetched and attached only then).
import type { RequestEnvelope } from 'ask-sdk-model';
import { defaultIdentity, envelope, intentRequest, screenContext } from '../../src/emulator/envelopes';
import { hasScreen } from '../../src/skill/screen';

const withContext = (context: unknown) =>
  ({ version: '1.0', context, request: {} }) as unknown as RequestEnvelope;
const system = (supportedInterfaces: unknown) => ({ device: { deviceId: 'd', supportedInterfaces } });

test('an Echo Show (Viewport and Viewports) has a screen; the same Echo as a speaker has none', () => {
  const req = intentRequest('TopStoriesIntent');
  expect(hasScreen(envelope(req, defaultIdentity({ screen: true }), undefined, undefined))).toBe(true);
  expect(hasScreen(envelope(req, defaultIdentity(), undefined, undefined))).toBe(false);
});

test('each documented signal on its own is enough', () => {
  const { Viewport, Viewports } = screenContext();
  expect(hasScreen(withContext({ System: system({ AudioPlayer: {} }), Viewport }))).toBe(true);
  expect(hasScreen(withContext({ System: system({ AudioPlayer: {} }), Viewports }))).toBe(true);
  expect(hasScreen(withContext({ System: system({ 'Alexa.Presentation.APL': {} }) }))).toBe(true);
  expect(hasScreen(withContext({ System: system({ Display: {} }) }))).toBe(true);
});

test('a character display (APLT, the Echo Dot with clock) and malformed contexts are not screens', () => {
  const aplt = [{ id: 'main', type: 'APLT', lineLength: 4, lineCount: 1 }];
  expect(hasScreen(withContext({ System: system({ 'Alexa.Presentation.APLT': {} }), Viewports: aplt }))).toBe(
    false,
  );
  for (const context of [
    undefined,
    null,
    'x',
    [],
    { Viewport: 'yes' },
    { Viewports: ['APL'] },
    { System: 1 },
  ]) {
    expect(hasScreen(withContext(context))).toBe(false);
  }
  expect(hasScreen(undefined)).toBe(false);
});
