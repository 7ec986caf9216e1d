// The privacy policy and terms of use the manifest links to (certification: a skill that asks for
// a permission or handles personal data must link a privacy policy). One template each, filled
// from configuration (OPERATOR_NAME, OPERATOR_CONTACT, RETENTION_DAYS); every statement matches what
// the code does — the stored fields come from src/state/stored-fields.ts (a test walks real records
// against it), the location from src/skill/location.ts, the id from src/skill/listener-id.ts.
import type { Express } from 'express';
import type { Publication } from '../config/env';
import { PRIVACY_PATH, TERMS_PATH } from './paths';
import { DEFAULT_RETENTION_DAYS } from '../config/limits';
import { LOCATION_DECIMALS } from '../skill/location';
import { RECORD_METADATA, STORED_FIELDS, type RecordKind } from '../state/stored-fields';

/**
 * Element ids of what the page says about people Alexa recognizes by voice. The certification
 * check looks for them when the manifest declares personalization (alexa::person_id:read), so a
 * rewording of the text cannot hide that the section went missing.
 */
export const PRIVACY_PERSONS_ID = 'recognized-people';
export const PRIVACY_PERSONS_ERASURE_ID = 'erasing-recognized-people';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Unset values are shown as what to set, so an unconfigured page is obviously unfinished. */
function operatorOf(p: Publication): { name: string; contact: string } {
  const name = escapeHtml(p.operatorName ?? '[set OPERATOR_NAME]');
  const c = p.operatorContact;
  const contact = !c
    ? '[set OPERATOR_CONTACT]'
    : c.startsWith('https://')
      ? `<a href="${escapeHtml(c)}">${escapeHtml(c)}</a>`
      : `<a href="mailto:${escapeHtml(c)}">${escapeHtml(c)}</a>`;
  return { name, contact };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}</style>
</head><body>
${body}
</body></html>
`;
}

/** What the privacy page says about the store: how long records live. */
export interface PrivacyFacts {
  /** RETENTION_DAYS of this deployment. */
  retentionDays?: number;
}

function fieldRows(kind: RecordKind): string {
  return STORED_FIELDS.filter((f) => f.path.startsWith(`${kind}.`))
    .map((f) => `<tr><td>${escapeHtml(f.what)}</td><td>${escapeHtml(f.why)}</td></tr>`)
    .join('\n');
}

function fieldTable(kind: RecordKind): string {
  return `<table><thead><tr><th>What</th><th>Why</th></tr></thead><tbody>
${fieldRows(kind)}
</tbody></table>`;
}

export function privacyPage(p: Publication, facts: PrivacyFacts = {}): string {
  const { name, contact } = operatorOf(p);
  const km = Math.round(111 / 10 ** LOCATION_DECIMALS);
  const days = facts.retentionDays ?? DEFAULT_RETENTION_DAYS;
  return page(
    'Burst Voice privacy policy',
    `<h1>Burst Voice privacy policy</h1>
<p>Burst Voice is an Alexa skill run by ${name}. Questions and deletion requests: ${contact}.</p>
<h2>What Alexa sends the skill</h2>
<p>Each request carries what you asked for (for example a topic or a station name), an Alexa user id
and device id, and, only if you allowed Location Services for the skill, your device's location. If Alexa
recognizes your voice (you have a voice ID and turned on "Personalize skills" in the Alexa app), what you say
also carries a person id for you. It never carries your name.</p>
<h2>What the skill keeps, and where</h2>
<p>The Alexa user id and device ids themselves are never stored, logged or passed on. The skill keeps
its records in the operator's database under a pseudonymous listener id (a keyed hash of your Alexa user
id) and, for each of your Echos, a keyed hash of its device id. Your location is never stored.</p>
<h3>About you (one record for your Alexa account, shared by all your Echos)</h3>
${fieldTable('listener')}
<h3>For each of your Echos</h3>
${fieldTable('device')}
<h3 id="${PRIVACY_PERSONS_ID}">For each person Alexa recognizes by voice</h3>
<p>Everyone in your household whom Alexa recognizes by voice has their own follows, saved bursts, listening
history and local station, in a record of their own under a keyed hash of their person id; the person id
itself is never stored, logged or passed on. A person starts with the household's follows and local station
until they change them; their saves and history start empty. Anyone Alexa does not recognize uses the
account's records above. The Burst content service is not told who in the household is listening.</p>
${fieldTable('person')}
<p>Every record also has ${escapeHtml(RECORD_METADATA)}. Service logs hold request types, timings and
errors, never user ids, device ids or locations.</p>
<h2>How long it is kept</h2>
<p>A record (the account's, an Echo's or a person's) is kept for ${days} days after it last changed; then it is no longer read and is deleted
(the database deletes expired records on its own, usually within two days). If you come back after
that, you start as a new listener.</p>
<h2>Erasing it</h2>
<ul>
<li><strong>Disable the skill</strong> in the Alexa app: the skill then erases your record, the record of
every one of your Echos and the record of every person it recognized by voice.</li>
<li>Or say <strong>"Alexa, ask Burst Voice to delete my data"</strong>: the skill says what it will delete and
asks you to confirm. To hear what it keeps first, say "Alexa, ask Burst Voice what do you know about me".</li>
</ul>
<p id="${PRIVACY_PERSONS_ERASURE_ID}">Who says it matters. Said by a person Alexa recognizes by voice, "delete my data"
deletes only that person's record, and "what do you know about me" describes only theirs. Said by a voice
Alexa does not recognize, it deletes the account's records and the record of every person. Disabling the
skill always deletes them all.</p>
<p>After an erasure only a marker is kept, for a few days, so that requests already on their way cannot write
old data back:</p>
${fieldTable('marker')}
<p>Copies in the operator's database backups, if the operator keeps any, age out with those backups (at most
35 days with the provided AWS setup).</p>
<h2>What goes to the Burst content service</h2>
<ul>
<li>The pseudonymous listener id, to personalise stories.</li>
<li>The words of your searches and the station names you ask for.</li>
<li>Which clips you listened to or skipped.</li>
<li>For your top stories only, if you allowed it: your location rounded to ${LOCATION_DECIMALS} decimal place
of a degree (about ${km} km), to add stories from your area. Nothing more precise, and never an address.</li>
</ul>
<p>What the Burst content service holds under the pseudonymous id (the id itself and the listening reports)
cannot be deleted from here: the skill has no way to ask the service to delete it. It cannot be linked back to
your Alexa account without the operator's secret; to ask about it, contact ${contact}.</p>
<p>Weather and traffic come from the local station you name; they do not use your location.</p>
<h2>What the skill does not do</h2>
<p>It asks for no name, e-mail, phone number or address, sells nothing, inserts no advertising, and is not
directed at children. The clips are cut from radio and podcasts and may contain the broadcasters' own
announcements or advertising.</p>
<h2>Your choices</h2>
<p>You can turn location off for the skill in the Alexa app at any time, ask what the skill keeps, and have it
erased as described above, or by contacting ${contact}.</p>`,
  );
}

export function termsPage(p: Publication): string {
  const { name, contact } = operatorOf(p);
  return page(
    'Burst Voice terms of use',
    `<h1>Burst Voice terms of use</h1>
<p>Burst Voice is an Alexa skill run by ${name} (contact: ${contact}). By using it you agree to these terms
and to Amazon's terms for Alexa.</p>
<ul>
<li>The skill plays short clips of radio stations and podcasts found by the Burst content service. The
clips belong to their broadcasters and are played as the Burst service provides them, including any
announcements or advertising they contain.</li>
<li>Stories, weather and traffic are provided as they are, without any warranty of accuracy or
availability; do not rely on them for safety decisions.</li>
<li>Personal information is handled as described in the <a href="${PRIVACY_PATH}">privacy policy</a>.</li>
<li>The operator may change or end the skill at any time; these terms may change with it.</li>
</ul>`,
  );
}

export function mountPolicyPages(app: Express, publication: Publication, facts: PrivacyFacts = {}): void {
  const privacy = privacyPage(publication, facts);
  app.get(PRIVACY_PATH, (_req, res) => {
    res.type('html').send(privacy);
  });
  app.get(TERMS_PATH, (_req, res) => {
    res.type('html').send(termsPage(publication));
  });
}
