// The privacy policy and terms of use the manifest links to (certification: a skill that asks for
// a permission or handles personal data must link a privacy policy). One template each, filled
// from configuration (OPERATOR_NAME, OPERATOR_CONTACT); every statement matches what the code
// does — see src/skill/location.ts for the location and src/skill/listener-id.ts for the id.
import type { Express } from 'express';
import type { Publication } from '../config/env';
import { PRIVACY_PATH, TERMS_PATH } from './paths';
import { LOCATION_DECIMALS } from '../skill/location';

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
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}</style>
</head><body>
${body}
</body></html>
`;
}

export function privacyPage(p: Publication): string {
  const { name, contact } = operatorOf(p);
  const km = Math.round(111 / 10 ** LOCATION_DECIMALS);
  return page(
    'Burst Voice privacy policy',
    `<h1>Burst Voice privacy policy</h1>
<p>Burst Voice is an Alexa skill run by ${name}. Questions and deletion requests: ${contact}.</p>
<h2>What Alexa sends the skill</h2>
<p>Each request carries what you asked for (for example a topic or a station name), an Alexa user id
and device id, and, only if you allowed Location Services for the skill, your device's location.</p>
<h2>What the skill keeps, and where</h2>
<ul>
<li>A pseudonymous listener id: a keyed hash of your Alexa user id. The Alexa user id itself is never
stored, logged or passed on.</li>
<li>Under that id, in the operator's database: your current playlist and position, your local station if you
set one, and the Burst service's id for you.</li>
<li>Service logs hold request types, timings and errors, never user ids or locations.</li>
</ul>
<h2>What goes to the Burst content service</h2>
<ul>
<li>The pseudonymous listener id, to personalise stories.</li>
<li>The words of your searches and the station names you ask for.</li>
<li>Which clips you listened to or skipped.</li>
<li>For your top stories only, if you allowed it: your location rounded to ${LOCATION_DECIMALS} decimal place
of a degree (about ${km} km), to add stories from your area. Nothing more precise, and never an address.</li>
</ul>
<p>Weather and traffic come from the local station you name; they do not use your location.</p>
<h2>What the skill does not do</h2>
<p>It asks for no name, e-mail, phone number or address, sells nothing, inserts no advertising, and is not
directed at children. The clips are cut from radio and podcasts and may contain the broadcasters' own
announcements or advertising.</p>
<h2>Your choices</h2>
<p>You can turn location off for the skill in the Alexa app at any time. To have your stored data deleted,
contact ${contact}.</p>`,
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

export function mountPolicyPages(app: Express, publication: Publication): void {
  app.get(PRIVACY_PATH, (_req, res) => {
    res.type('html').send(privacyPage(publication));
  });
  app.get(TERMS_PATH, (_req, res) => {
    res.type('html').send(termsPage(publication));
  });
}
