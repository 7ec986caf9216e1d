// "Heard" is a story, not a burst id: radio re-airs a segment under new ids and stations read the
// same wire copy, so history keeps story prints (src/stories, docs/stories.md). Histories stored
// before prints existed hold burst ids: those still match by id.
import { isStoryPrint, storyPrint, StorySet } from '../stories/story';
import type { QueueItem } from './types';

/** The item's story print; an item stored before prints existed is known by its title alone. */
export function printOf(item: QueueItem): string {
  return item.story ?? storyPrint({ title: item.title });
}

/** Stories heard or queued: `has` is true for a burst of the same story as one added. */
export class HeardStories {
  private readonly ids = new Set<string>();
  private readonly stories = new StorySet();

  constructor(entries: Iterable<string> = []) {
    for (const e of entries) {
      if (isStoryPrint(e)) this.stories.add(e);
      else this.ids.add(e);
    }
  }

  has(item: QueueItem): boolean {
    return this.ids.has(item.burstId) || this.stories.has(printOf(item));
  }

  add(item: QueueItem): void {
    this.ids.add(item.burstId);
    this.stories.add(printOf(item));
  }
}
