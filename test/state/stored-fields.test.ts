// The privacy page is written from src/state/stored-fields.ts. These tests keep that list true:
// records the real skill wrote in a full conversation (two Echos, follows, saves, a station, a
// paused burst, a full episode, an erasure) are walked field by field, and every field must have
// its line; every line must be on the page. Adding a stored field without describing it fails here.
import { skillEventEnvelope, skillEventRequest } from '../../src/emulator/envelopes';
import { privacyPage } from '../../src/server/policy-pages';
import { deviceKeyOf } from '../../src/state/keys';
import { STORED_FIELDS, fieldFor, fieldPaths } from '../../src/state/stored-fields';
import { personKeyOf, sharedEcho } from '../helpers/persons';
import { keysOf, startHarness, type Harness } from '../helpers/skill-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const USER = 'amzn1.ask.account.FIELDS';

function undescribed(kind: string, value: unknown): string[] {
  return fieldPaths(kind, value).filter((p) => p !== kind && !fieldFor(p));
}

test('every field of the records a full conversation writes has its line in the catalogue', async () => {
  const kitchen = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.K' });
  const bedroom = h.newDevice({ userId: USER, deviceId: 'amzn1.ask.device.B' });
  await kitchen.launch();
  await kitchen.playToEnd();
  await kitchen.intent('SaveBurstIntent');
  await kitchen.intent('FollowIntent', { topic: 'electric cars' });
  await kitchen.intent('SetStationIntent', { station: 'Lakeside FM' });
  await bedroom.intent('CategoryIntent', { category: { value: 'sports', id: '10' } });
  bedroom.advance(4000);
  await bedroom.intent('AMAZON.PauseIntent');
  await kitchen.intent('FullEpisodeIntent');

  // A person Alexa recognizes, on the same Echo: their own record, and the Echo naming them.
  const alex = sharedEcho(h, { userId: USER, deviceId: 'amzn1.ask.device.K' });
  alex.speaking = 'Alex';
  await alex.echo.intent('FollowIntent', { topic: 'jazz' });
  await alex.echo.intent('SetStationIntent', { station: 'Lakeside FM' });
  await alex.echo.launch();
  await alex.echo.playToEnd();
  await alex.echo.intent('SaveBurstIntent');
  alex.speaking = undefined;
  await alex.echo.intent('TopStoriesIntent');
  const person = (await h.store.get(personKeyOf(kitchen, 'Alex'))).value;
  expect(undescribed('person', person)).toEqual([]);
  for (const p of [
    'person.saves',
    'person.follows',
    'person.history',
    'person.localStation',
    'person.playedOn',
  ]) {
    expect(fieldPaths('person', person).some((s) => s === p || s.startsWith(`${p}.`))).toBe(true);
  }

  const k = await h.records(kitchen);
  const b = await h.records(bedroom);
  const seen = [
    ...fieldPaths('listener', k.listener),
    ...fieldPaths('device', k.device),
    ...fieldPaths('device', b.device),
  ];
  // The conversation reached the fields that matter most (else this test proves little).
  for (const p of [
    'listener.profile.apiUserId',
    'listener.saves.burstId',
    'listener.follows',
    'listener.devices',
    'listener.persons',
    'device.parked',
  ]) {
    expect(seen.some((s) => s === p || s.startsWith(`${p}.`))).toBe(true);
  }
  expect([
    ...undescribed('listener', k.listener),
    ...undescribed('device', k.device),
    ...undescribed('device', b.device),
  ]).toEqual([]);

  // What an erasure leaves.
  await h.invoke(skillEventEnvelope(skillEventRequest('SkillDisabled'), kitchen.who));
  const marker = (await h.store.get(keysOf(kitchen).listener)).value;
  expect(undescribed('marker', marker)).toEqual([]);
  expect(fieldPaths('marker', marker)).toContain('marker.erasedAt');
  const deviceLeft = await h.store.get(deviceKeyOf(keysOf(kitchen).listener, keysOf(bedroom).deviceHash));
  expect(deviceLeft.value).toBeUndefined();
});

test('a field added to a record without a line is caught', () => {
  expect(undescribed('listener', { profile: { apiUserId: 'x', favouriteColour: 'blue' } })).toEqual([
    'listener.profile.favouriteColour',
  ]);
  expect(undescribed('device', { playback: { playlist: { anything: 1 } } })).toEqual([]);
});

test('every line of the catalogue is on the privacy page, with the retention and how to erase', () => {
  const html = privacyPage(
    { operatorName: 'Op', operatorContact: 'privacy@example.org' },
    { retentionDays: 90 },
  );
  const text = html.replace(/&#39;/g, "'").replace(/&#34;/g, '"');
  for (const f of STORED_FIELDS) expect(text).toContain(f.what);
  expect(text).toMatch(/90 days/);
  expect(text).toMatch(/disable the skill/i);
  expect(text).toMatch(/delete my data/i);
  expect(text).toMatch(/cannot be deleted from here|cannot delete/i);
});
