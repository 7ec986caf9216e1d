// The custom tasks of the skill (skill-package/tasks/{Name}.{Version}.json, declared in the
// manifest's apis.custom.tasks): the actions a listener can pick in an Alexa routine. Alexa starts
// one with a LaunchRequest whose `task` carries the name (prefixed with the skill id), the version
// and the input (docs/alexa-rules.md, "Custom tasks"). A test keeps this table, the task files
// and the manifest in step.

export const TASK_NAMES = ['PlayNews', 'PlayTopic', 'PlayMyTopics', 'PlayTimedNews'] as const;
export type TaskName = (typeof TASK_NAMES)[number];

export interface TaskContract {
  /** The one version we define (a positive integer, as a string on the wire). */
  readonly version: string;
  /**
   * The single input property, if any: a routine action takes at most one, text or one of a list
   * (docs/alexa-rules.md, "Custom tasks"). So a length is its own action (PlayTimedNews, the top
   * stories for `minutes`), not a second input of PlayNews or PlayTopic.
   */
  readonly input?: TaskInput;
}

export type TaskInput = 'category' | 'topic' | 'minutes';

export const TASKS: Readonly<Record<TaskName, TaskContract>> = {
  PlayNews: { version: '1', input: 'category' },
  PlayTopic: { version: '1', input: 'topic' },
  PlayMyTopics: { version: '1' },
  PlayTimedNews: { version: '1', input: 'minutes' },
};

/** Longest topic a task accepts (the task file's maxLength); a longer one is bad input. */
export const TASK_TOPIC_MAX_LENGTH = 100;

/**
 * The lengths PlayTimedNews offers, in minutes (the task file's enum, strings as a routine's list
 * takes them): whole minutes within what the skill plays (1 to 60, src/skill/length.ts).
 */
export const TASK_MINUTES = ['1', '2', '3', '5', '10', '15', '20', '30', '45', '60'] as const;

/**
 * The task a request names: Alexa sends `{skillId}.{TaskName}`; the bare name is accepted too (the
 * developer console and our own tools send it). Undefined for a name of no task of ours.
 */
export function taskNameOf(wireName: unknown): TaskName | undefined {
  if (typeof wireName !== 'string') return undefined;
  const bare = wireName.slice(wireName.lastIndexOf('.') + 1);
  return (TASK_NAMES as readonly string[]).includes(bare) ? (bare as TaskName) : undefined;
}
