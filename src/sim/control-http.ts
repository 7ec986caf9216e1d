// The switches over HTTP under /_sim/ (for the CLI and the emulator page). No key: they exist only
// on the simulator, which listens on loopback by default.
import type { IncomingMessage, ServerResponse } from 'node:http';
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
      default:
        return reply(404, { message: `No control endpoint ${method} ${path}` });
    }
  } catch (e) {
    // RangeError from the control state: a bad value, not a simulator failure.
    return reply(400, { message: e instanceof Error ? e.message : 'bad request' });
  }
}
