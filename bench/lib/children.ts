// Skill processes forked for load and race runs answer a { kind: 'close' } message by closing
// their store and exiting; this asks every one and waits until all have gone.
import type { ChildProcess } from 'node:child_process';

export async function closeChildren(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.send({ kind: 'close' });
        }),
    ),
  );
}
