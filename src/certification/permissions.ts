// Every permission skill.json must declare, and nothing more (the permissions rule compares them).
// Alexa adds context.System.person to a request only for a skill whose manifest declares
// alexa::person_id:read ("Add Personalization to Your Alexa Skill", docs/alexa-rules.md, "Who is
// speaking"): the skill reads it in src/state/keys.ts (personIdOf) to keep each recognized
// person's own records and to greet them by name.
import { USED_PERMISSIONS } from '../skill/location';

export const PERSON_ID_PERMISSION = 'alexa::person_id:read';

/** Location Services (src/skill/location.ts) and personalization, each once. */
export const SKILL_PERMISSIONS: readonly string[] = [
  ...new Set<string>([...USED_PERMISSIONS, PERSON_ID_PERMISSION]),
];
