// The events Alexa accepted, kept as the notifications each listener would have: per region and
// per user id, in arrival order, each unread until marked. Bounded (per user and in users) so a
// long-running sim fed by a busy sender cannot grow without end: the oldest go first.
import {
  ALEXA_REGIONS,
  type AlexaRegion,
  type EventStage,
  type MediaContentAvailableEvent,
} from './event-types';

/** At most this many notifications per user in one region (the oldest are dropped). */
export const MAX_NOTIFICATIONS_PER_USER = 200;
/** At most this many (region, user) inboxes: the one written longest ago is dropped. */
export const MAX_INBOXES = 1000;
/** The user id a Multicast event is kept under (it is meant for every subscribed listener). */
export const MULTICAST_USER = '*';

export interface DeliveredEvent {
  userId: string;
  region: AlexaRegion;
  stage: EventStage;
  /** Sim clock time of arrival (epoch ms). */
  receivedAt: number;
  read: boolean;
  event: MediaContentAvailableEvent;
}

export type Which = 'unread' | 'all';

export class NotificationInbox {
  private inboxes = new Map<string, Array<DeliveredEvent & { seq: number }>>();
  /** Arrival order across regions (two events may share a clock time). */
  private seq = 0;

  add(delivered: DeliveredEvent): void {
    const key = inboxKey(delivered.region, delivered.userId);
    const inbox = this.inboxes.get(key) ?? [];
    // Re-inserted so the map's order is the order inboxes were last written.
    this.inboxes.delete(key);
    this.inboxes.set(key, inbox);
    inbox.push({ ...delivered, seq: this.seq++ });
    if (inbox.length > MAX_NOTIFICATIONS_PER_USER) inbox.splice(0, inbox.length - MAX_NOTIFICATIONS_PER_USER);
    const oldest = this.inboxes.keys().next().value;
    if (this.inboxes.size > MAX_INBOXES && oldest !== undefined) this.inboxes.delete(oldest);
  }

  /** A user's notifications in every region: unread ones only, or all with the unread first; each in arrival order. */
  list(userId: string, which: Which = 'unread'): DeliveredEvent[] {
    const all = this.ofUser(userId).sort((a, b) => Number(a.read) - Number(b.read) || a.seq - b.seq);
    return all.filter((d) => which === 'all' || !d.read).map(({ seq: _seq, ...d }) => ({ ...d }));
  }

  /** Marks all of a user's notifications read; how many were unread. */
  markRead(userId: string): number {
    const unread = this.ofUser(userId).filter((d) => !d.read);
    for (const d of unread) d.read = true;
    return unread.length;
  }

  get size(): number {
    let n = 0;
    for (const inbox of this.inboxes.values()) n += inbox.length;
    return n;
  }

  clear(): void {
    this.inboxes.clear();
  }

  private ofUser(userId: string): Array<DeliveredEvent & { seq: number }> {
    return ALEXA_REGIONS.flatMap((region) => this.inboxes.get(inboxKey(region, userId)) ?? []);
  }
}

const inboxKey = (region: AlexaRegion, userId: string): string => `${region} ${userId}`;
