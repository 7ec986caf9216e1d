// The switches over HTTP under /_sim/ (for the CLI and the emulator page). No key: they exist only
// on the simulator, which listens on loopback by default.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AlexaSimulator } from './alexa/alexa-sim';
import type { NewsTopic } from './alexa/news-now';
import type { Catalogue } from './catalogue-types';
import { faultProblem, type SimFault, type SimulatorControl, WILDCARD } from './control';
import { readJson, sendJson, sendText } from './respond';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

type Body = Record<string, unknown>;

const asBody = (v: unknown): Body => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  control: SimulatorControl,
  catalogue: Catalogue,
  pageSize: number,
  alexa: AlexaSimulator,
): Promise<void> {
  const reply = (status: number, body: unknown) => sendJson(res, status, body, CORS);
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') return sendText(res, 204, '', CORS);
  let body: Body = {};
  if (method === 'POST') {
    try {
      body = asBody(await readJson(req));
    } catch (e) {
      return reply(400, { message: e instanceof Error ? e.message : 'bad body' });
    }
  } else {
    req.resume();
  }
  const endpoint =
    typeof body.endpoint === 'string' && body.endpoint.trim() !== '' ? body.endpoint : WILDCARD;
  try {
    switch (`${method} ${path.replace(/\/+$/, '')}`) {
      case 'GET /_sim/log':
        return reply(200, { requests: control.requestLog });
      case 'DELETE /_sim/log':
        control.clearLog();
        return reply(200, { ok: true });
      case 'GET /_sim/state':
        return reply(200, {
          ...control.snapshot(),
          seed: catalogue.seed,
          reairRate: catalogue.reairRate,
          pageSize,
          stations: catalogue.stations.length,
          bursts: catalogue.allBursts.length,
        });
      case 'POST /_sim/faults': {
        if (body.clear === true) {
          control.clearFaults();
          return reply(200, { ok: true });
        }
        const problem = faultProblem(body.fault);
        if (problem) return reply(400, { message: problem });
        const times = body.times === undefined ? undefined : Number(body.times);
        control.injectFault(endpoint, body.fault as SimFault, times === undefined ? {} : { times });
        return reply(200, { ok: true });
      }
      case 'DELETE /_sim/faults':
        control.clearFaults();
        return reply(200, { ok: true });
      case 'POST /_sim/latency':
        control.setLatency(endpoint, Number(body.ms));
        return reply(200, { ok: true });
      case 'POST /_sim/reset':
        control.reset();
        return reply(200, { ok: true });
      case 'POST /_sim/news-now': {
        const topic = newsTopicOf(body);
        if (!topic)
          return reply(400, { message: 'give words (e.g. "electric cars") or a category (e.g. 10)' });
        const story = control.newsNow(topic);
        return reply(200, {
          ok: true,
          burst: {
            burstId: story.id,
            title: story.title,
            category: story.category,
            creationDateISO: new Date(story.createdAt).toISOString(),
            audioURL: story.audioUrl,
          },
        });
      }
      case 'GET /_sim/alexa':
        return reply(200, alexa.state());
      case 'DELETE /_sim/alexa':
        alexa.clear();
        return reply(200, { ok: true });
      case 'GET /_sim/alexa/notifications': {
        const query = new URL(req.url ?? '/', 'http://simulator.invalid').searchParams;
        const userId = query.get('userId');
        const which = query.get('which') ?? 'unread';
        if (!userId) return reply(400, { message: 'userId is required' });
        if (which !== 'unread' && which !== 'all')
          return reply(400, { message: 'which must be unread or all' });
        const notifications = alexa.notifications(userId, {
          which,
          locale: query.get('locale') ?? undefined,
        });
        return reply(200, { userId, unread: notifications.filter((n) => !n.read).length, notifications });
      }
      case 'POST /_sim/alexa/notifications/read': {
        if (typeof body.userId !== 'string' || body.userId === '')
          return reply(400, { message: 'userId is required' });
        return reply(200, { ok: true, marked: alexa.markRead(body.userId) });
      }
      case 'POST /_sim/alexa/live':
        if (typeof body.live !== 'boolean') return reply(400, { message: 'live must be true or false' });
        alexa.setLive(body.live);
        return reply(200, { ok: true });
      case 'POST /_sim/alexa/token-lifetime':
        alexa.setTokenLifetime(Number(body.seconds));
        return reply(200, { ok: true });
      case 'POST /_sim/alexa/event-faults': {
        const status = body.status === 429 || body.status === 500 ? body.status : undefined;
        if (!status) return reply(400, { message: 'status must be 429 or 500' });
        const retryAfterSec = body.retryAfter === undefined ? undefined : Number(body.retryAfter);
        alexa.failEvents({ status, times: Number(body.times ?? 1), retryAfterSec });
        return reply(200, { ok: true });
      }
      default:
        return reply(404, { message: `No control endpoint ${method} ${path}` });
    }
  } catch (e) {
    // RangeError from the control state: a bad value, not a simulator failure.
    return reply(400, { message: e instanceof Error ? e.message : 'bad request' });
  }
}

/** `{ words }` or `{ category }` (an id like 10 or a name like "sports"). */
function newsTopicOf(body: Body): NewsTopic | undefined {
  if (typeof body.words === 'string') return { words: body.words };
  if (typeof body.category === 'string' || typeof body.category === 'number')
    return { category: String(body.category) };
  return undefined;
}
