// /privacy and /terms: the pages the manifest links to, filled from OPERATOR_NAME and
// OPERATOR_CONTACT, and saying what the code does with location and ids.
import { createServer, type Server } from 'node:http';
import { SkillBuilders } from 'ask-sdk-core';
import { createServerApp } from '../../src/server/app';
import { createLogger } from '../../src/util/logger';
import { closeServer, httpRequest, listenEphemeral } from './loopback-http';

let server: Server;
let base: string;
beforeAll(async () => {
  const app = createServerApp({
    skill: SkillBuilders.custom().create(),
    logger: createLogger({ level: 'silent' }),
    publication: { operatorName: 'Jo <Radio> & Co', operatorContact: 'privacy@example.org' },
  });
  server = createServer(app);
  base = await listenEphemeral(server);
});
afterAll(() => closeServer(server));

test('the privacy policy names the operator (escaped), the contact, and where location goes', async () => {
  const r = await httpRequest(`${base}/privacy`);
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/html/);
  expect(r.text).toContain('Jo &#60;Radio&#62; &#38; Co');
  expect(r.text).toContain('mailto:privacy@example.org');
  expect(r.text).toMatch(/rounded to 1 decimal place\s+of a degree \(about 11 km\)/);
  expect(r.text).toMatch(/Alexa user id and device ids themselves are never\s+stored/);
  expect(r.text).not.toMatch(/postal code|address permission/i);
});

test('the terms link the privacy policy and name the operator', async () => {
  const r = await httpRequest(`${base}/terms`);
  expect(r.status).toBe(200);
  expect(r.text).toContain('href="/privacy"');
  expect(r.text).toContain('Jo &#60;Radio&#62; &#38; Co');
});

test('unconfigured pages say what to set', async () => {
  const app = createServerApp({
    skill: SkillBuilders.custom().create(),
    logger: createLogger({ level: 'silent' }),
  });
  const s = createServer(app);
  const url = await listenEphemeral(s);
  try {
    const r = await httpRequest(`${url}/privacy`);
    expect(r.text).toContain('[set OPERATOR_NAME]');
    expect(r.text).toContain('[set OPERATOR_CONTACT]');
  } finally {
    await closeServer(s);
  }
});

test('the privacy policy describes people recognized by voice: their own records, a hashed id, two erasures', async () => {
  const r = await httpRequest(`${base}/privacy`);
  const text = r.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(r.text).toMatch(/<h3 id="recognized-people">For each person Alexa recognizes by voice<\/h3>/);
  expect(text).toMatch(/their own follows, saved bursts, listening history and local station/);
  expect(text).toMatch(
    /keyed hash of their person id; the person id itself is never stored, logged or passed on/,
  );
  // The person table comes from the catalogue's person.* lines.
  expect(text).toContain('when Alexa first recognized you in the skill');
  const erasure = /<p id="erasing-recognized-people">([\s\S]*?)<\/p>/.exec(r.text)?.[1]?.replace(/\s+/g, ' ');
  expect(erasure).toMatch(/recognizes by voice, "delete my data" deletes only that person's record/);
  expect(erasure).toMatch(
    /does not recognize, it deletes the account's records and the record of every person/,
  );
  expect(text).toMatch(/Disable the skill in the Alexa app: .*every person it recognized by voice/);
  expect(text).toMatch(/A record \(the account's, an Echo's or a person's\) is kept for 180 days/);
});
