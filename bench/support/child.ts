import type { ChildProcess } from 'node:child_process';

/**
 * Ends a forked helper of a benchmark (the load generator, a measured server): it exits when its IPC
 * channel closes. Resolves once it has, at once if it already had.
 */
export function disconnectChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}
