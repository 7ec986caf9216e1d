// Where the subscription key may go: only into the header of requests to the configured origin
// and base path. Not into the client's own JSON or inspect output (a handler logging `{ api }` or
// a crash dump printing the object would leak it).
import { inspect } from 'node:util';
import nock from 'nock';
import { BASE, KEY, caught, makeClient } from './helpers';

afterEach(() => {
  nock.cleanAll();
});

describe('subscription key exposure', () => {
  it('is not in the JSON of the client', () => {
    const { client } = makeClient();
    expect(JSON.stringify(client)).not.toContain(KEY);
  });

  it('is not in the inspect output of the client, even at full depth', () => {
    const { client } = makeClient();
    expect(inspect(client, { depth: Infinity, showHidden: true })).not.toContain(KEY);
  });

  it('is still sent in the header', async () => {
    const { client } = makeClient();
    const scope = nock(BASE, { reqheaders: { 'ocp-apim-subscription-key': KEY } })
      .get('/v2/topstories')
      .query(true)
      .reply(200, { bursts: [] });
    await client.topStories({});
    expect(scope.isDone()).toBe(true);
  });

  it('a failed call leaves nothing with the key in the error, even at full depth', async () => {
    const { client } = makeClient();
    nock(BASE)
      .get('/v2/topstories')
      .query(true)
      .replyWithError(Object.assign(new Error('x'), { code: 'ECONNRESET' }));
    const e = await caught(() => client.topStories({}));
    expect(inspect(e, { depth: Infinity, showHidden: true })).not.toContain(KEY);
    expect(JSON.stringify(e)).not.toContain(KEY);
  });
});
