// Every permission skill.json must declare, and nothing more (the permissions rule compares
// them): each is defined where the skill reads what it grants.
// - Location Services: src/skill/location.ts, the device's coarse location for local stories.
// - Personalization: src/state/keys.ts (personIdOf). Alexa adds context.System.person to a
//   request only for a skill whose manifest declares it ("Add Personalization to Your Alexa
//   Skill", docs/alexa-rules.md, "Who is speaking"): each recognized person's own records, and
//   the greeting by name.
// - Notifications: src/skill/handlers/notify.ts asks for it and reads it from requests, the skill
//   events tell the grant and its withdrawal, src/notify sends AMAZON.MediaContent.Available events
//   to those who granted it ("About Proactive Events"); ./notifications.ts checks the rest.
import { LOCATION_PERMISSION } from '../skill/location';
import { PERSON_ID_PERMISSION } from '../state/keys';
import { NOTIFICATIONS_PERMISSION } from './notifications';

export { NOTIFICATIONS_PERMISSION, PERSON_ID_PERMISSION };

export const SKILL_PERMISSIONS: readonly string[] = [
  LOCATION_PERMISSION,
  PERSON_ID_PERMISSION,
  NOTIFICATIONS_PERMISSION,
];
