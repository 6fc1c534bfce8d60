import { type ComponentType, lazy } from 'react';

/** Spec section 8: loading a script chunk fails with ChunkLoadError after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  name = 'ChunkLoadError';
}

/** React.lazy with the spec's time limit; a failed or slow load becomes a ChunkLoadError. */
export const lazyPage = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) =>
  lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new ChunkLoadError('Timed out loading a part of the console')),
          CHUNK_TIMEOUT_MS,
        );
        load()
          .then(resolve, (cause: unknown) => reject(new ChunkLoadError(String(cause))))
          .finally(() => clearTimeout(timer));
      }),
  );
