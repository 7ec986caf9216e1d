// What the skill reports about itself, as one small interface: the hosts plug in a sink
// (Prometheus on Express, CloudWatch Embedded Metric Format on Lambda); tests and the local
// Echo use the no-op one. Labels never carry listener ids, tokens or keys.

/**
 * 'unhandled': a request type (or in-session event) the skill has no handler for, answered politely.
 * 'not-stored': the reply would have confirmed a change the store did not take, and said so instead.
 */
export type RequestOutcome = 'ok' | 'guard-repaired' | 'unhandled' | 'not-stored' | 'error';
/**
 * 'busy': the store was held by another process, throttled, or failed for a moment (a 5xx, a
 * time-out, a reset), and the request tries again (nothing lost); 'error': it failed for good.
 */
export type StoreOutcome = 'ok' | 'conflict' | 'busy' | 'error';
/**
 * How Amazon's Proactive Events API answered one notification. 'throttled': 429 (the skill's
 * send rate; the next pass tries again); 'refused': any other 4xx, e.g. 403 when the listener no
 * longer allows notifications, 400 when the event is invalid (trying again does not help);
 * 'failed': a 5xx, a time-out, or no access token to send with.
 */
export type NotificationOutcome = 'sent' | 'throttled' | 'refused' | 'failed';

/** Checks at compile time that `list` names every member of U: a missing one is a type error. */
const everyMember =
  <U extends string>() =>
  <const L extends readonly U[]>(
    list: L & ([Exclude<U, L[number]>] extends [never] ? unknown : { missing: Exclude<U, L[number]> }),
  ): readonly U[] =>
    list;

/** Every RequestOutcome, at run time (alert rules and alarms are checked against it). */
export const REQUEST_OUTCOMES = everyMember<RequestOutcome>()([
  'ok',
  'guard-repaired',
  'unhandled',
  'not-stored',
  'error',
]);
/** Every StoreOutcome, at run time. */
export const STORE_OUTCOMES = everyMember<StoreOutcome>()(['ok', 'conflict', 'busy', 'error']);
/** Every NotificationOutcome, at run time (the failed-notifications alarm and rule read it). */
export const NOTIFICATION_OUTCOMES = everyMember<NotificationOutcome>()([
  'sent',
  'throttled',
  'refused',
  'failed',
]);

export interface MetricsSink {
  /** One Alexa request answered: its type, the intent name for IntentRequests, how it ended. */
  request(e: { requestType: string; intent?: string; outcome: RequestOutcome; ms: number }): void;
  /** One Burst API call: the client's operation name and the error kind, or 'ok'. */
  apiCall(e: { operation: string; outcome: string; ms: number }): void;
  /**
   * One store operation; a conditional write that lost the race is outcome 'conflict'. A failure
   * ('busy', 'error') names the error code (`SQLITE_BUSY`, `ProvisionedThroughputExceededException`)
   * and the store step it met (`pragma`, `get`, `put`, …: persistence/errors.ts StoreStep).
   */
  store(e: { op: 'read' | 'write'; outcome: StoreOutcome; ms: number; code?: string; step?: string }): void;
  /** A request decided again after a conflicting write. */
  storeRetry(): void;
  /** A progressive response (VoicePlayer.Speak directive) sent, or failed. */
  progressive(outcome: 'sent' | 'failed'): void;
  /** One notification sent to one listener through the Proactive Events API, and how it ended. */
  notification(e: { outcome: NotificationOutcome }): void;
  /**
   * One scheduled notification pass, when it ends: how long it took, the topics it looked up and
   * the subscribers it considered (counts only: no topic words, no ids).
   */
  notificationPass(e: { ms: number; topics: number; subscribers: number }): void;
}

export const noopMetrics: MetricsSink = {
  request: () => undefined,
  apiCall: () => undefined,
  store: () => undefined,
  storeRetry: () => undefined,
  progressive: () => undefined,
  notification: () => undefined,
  notificationPass: () => undefined,
};
