// Which Alexa requests come in a session and which never do: a platform fact the skill's response
// guard and the local Echo's reply rules both apply, so it is written once. Sources, read
// 2026-11-26 (docs/alexa-rules.md, "Request types and what the skill answers"): the Request and
// Response JSON Reference and the AudioPlayer and PlaybackController references (no session), the
// Messaging and Alexa.DataStore interface references ("doesn't include the session object"); skill,
// reminder and connection events come from the Alexa service, not from a conversation.

/** Request families Alexa only ever sends outside a session. */
const NEVER_IN_SESSION = [
  'AudioPlayer.',
  'PlaybackController.',
  'System.',
  'AlexaSkillEvent.',
  'Messaging.',
  'Reminders.',
  'Alexa.DataStore.',
  'Connections.',
];

/** The spoken requests ("Request Types Reference"): an Echo always sends them in a session. */
const SPOKEN = ['LaunchRequest', 'IntentRequest', 'SessionEndedRequest', 'CanFulfillIntentRequest'];

/**
 * The requests that carry a recognized speaker's person (context.System.person; "Add
 * Personalization to Your Alexa Skill", docs/alexa-rules.md): the spoken LaunchRequest and
 * IntentRequest (a Dialog answer is one too). AudioPlayer and PlaybackController events, skill
 * events and System requests come from no voice; for SessionEndedRequest and
 * CanFulfillIntentRequest no page says they carry one, so neither the skill nor the local Echo
 * relies on it there.
 */
export function carriesPerson(requestType: string): boolean {
  return requestType === 'LaunchRequest' || requestType === 'IntentRequest';
}

export function isSpokenRequest(requestType: string): boolean {
  return SPOKEN.includes(requestType);
}

/** The envelope carries a `session` object (Alexa leaves it out of every out-of-session request). */
export function carriesSession(envelope: unknown): boolean {
  const session: unknown = (envelope as { session?: unknown } | undefined)?.session;
  return typeof session === 'object' && session !== null;
}

export function isNeverInSession(requestType: string): boolean {
  return NEVER_IN_SESSION.some((family) => requestType.startsWith(family));
}

/**
 * Nobody is listening: a type never sent in a session, or any other type that came without one. A
 * spoken request without a session is no Echo's (a test's shortcut) and is judged as spoken.
 */
export function isOutsideAnySession(requestType: string, inSession: boolean): boolean {
  return isNeverInSession(requestType) || (!inSession && !isSpokenRequest(requestType));
}
