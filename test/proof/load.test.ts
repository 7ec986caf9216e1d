// The load run at CI size (issue 7): 20 listeners × 15 events, concurrently, over Express with
// signed requests, against SQLite and against DynamoDB (dynalite on 127.0.0.1).
import { runLoad, type LoadStore } from '../../bench/lib/load-run';

test.each<LoadStore>(['sqlite', 'dynamodb'])(
  '%s: no errors, no refused replies, every listener ends in its own state',
  async (store) => {
    const r = await runLoad({ listeners: 20, events: 15, store });
    expect(r.errors).toEqual([]);
    expect(r.invalid).toEqual([]);
    expect(r.wrongFinal).toEqual([]);
    // Every listener's session really ran (15 requests each at least).
    expect(r.requests).toBeGreaterThanOrEqual(20 * 15);
  },
  30_000,
);
