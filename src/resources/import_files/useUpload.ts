import { useCallback, useRef, useState } from 'react';
import type { ImportKind } from '../../../contract/import-columns';
import { IMPORT_PART_BYTES } from '../../../contract/import-file';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';

/** Bytes as base64, a slice at a time (a spread of a whole part would overflow the call stack). */
const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};

const partOf = async (file: Blob, offset: number) =>
  toBase64(new Uint8Array(await file.slice(offset, offset + IMPORT_PART_BYTES).arrayBuffer()));

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; sent: number; size: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/**
 * Uploads a file in the contract's parts, one after another (each continues where the server's last
 * answer says it stands), with the bytes sent so far; cancelling stops before the next part and deletes
 * what was sent.
 */
export const useUpload = (kind: ImportKind, onUploaded: (id: string) => void) => {
  const dataProvider = useConsoleDataProvider();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const cancelled = useRef(false);

  // A cancelled upload is deleted at once: kept, it would count against the company's storage for a day.
  const dropped = useCallback(
    async (id: string) => {
      setState({ status: 'cancelled' });
      await dataProvider.deleteImportFile({ ImportFileId: id }).catch(() => undefined);
    },
    [dataProvider],
  );

  const upload = useCallback(
    async (file: File) => {
      cancelled.current = false;
      setState({ status: 'uploading', name: file.name, sent: 0, size: file.size });
      try {
        let answer = await dataProvider.addImportFile({
          Kind: kind,
          FileName: file.name,
          Size: file.size,
          Part: await partOf(file, 0),
        });
        while (answer.received < answer.size) {
          if (cancelled.current) return await dropped(answer.id);
          setState({ status: 'uploading', name: file.name, sent: answer.received, size: file.size });
          answer = await dataProvider.addImportFilePart({
            ImportFileId: answer.id,
            Offset: answer.received,
            Part: await partOf(file, answer.received),
          });
        }
        if (cancelled.current) return await dropped(answer.id);
        setState({ status: 'idle' });
        onUploaded(answer.id);
      } catch (error) {
        setState({ status: 'failed', error });
      }
    },
    [dataProvider, dropped, kind, onUploaded],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  return { state, upload, cancel };
};
