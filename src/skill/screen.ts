// Whether the device that sent a request has a screen. Captions (Play's stream.captionData) are
// only shown by devices with one, so a speaker's replies carry none and cost no burst-detail call.
// Amazon documents three signals (docs/alexa-rules.md, Captions): the `context.Viewport` object
// "included in requests sent from devices with screens", an `APL` entry in `context.Viewports`,
// and the `Alexa.Presentation.APL` (or the older `Display`) interface in supportedInterfaces,
// which only skills that declare the interface are sent. Any one of them is enough.
import type { RequestEnvelope } from 'ask-sdk-model';
import { isPlainObject } from '../util/objects';

const SCREEN_INTERFACES = ['Alexa.Presentation.APL', 'Display'];

export function hasScreen(env: RequestEnvelope | undefined): boolean {
  const context = env?.context as Record<string, unknown> | undefined;
  if (!isPlainObject(context)) return false;
  if (isPlainObject(context.Viewport)) return true;
  const viewports = context.Viewports;
  if (Array.isArray(viewports) && viewports.some((v) => isPlainObject(v) && v.type === 'APL')) return true;
  const system = context.System;
  const ifaces =
    isPlainObject(system) && isPlainObject(system.device) ? system.device.supportedInterfaces : undefined;
  return isPlainObject(ifaces) && SCREEN_INTERFACES.some((i) => i in ifaces);
}
