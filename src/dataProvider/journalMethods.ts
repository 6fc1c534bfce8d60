import type { SignedInUser } from '../../contract/auth';
import { EXPORT_ROWS_HEADER, JOURNAL_EXPORT_PATH, type PassKeyType, type PassResult } from '../../contract/pass-event';
import { API_PATH } from '../../contract/wire';
import type { ActionCall } from './actionCall';
import { ActionError, headers } from './actionClient';

/** The journal's filters as the Actions take them (JournalFilters' wire form). */
export type JournalQuery = Partial<
  Record<'From' | 'Until' | 'AccessPointId' | 'PerimeterId' | 'AccessObjectId' | 'User' | 'CardId', string>
> & {
  KeyType?: PassKeyType;
  Result?: PassResult;
};

export interface DownloadProgress {
  /** Rows the file will hold (the server counts them first). */
  total: number;
  /** Rows received so far (CSV: counted as they come), or undefined for XLSX (a zip: bytes only). */
  rows?: number;
  bytes: number;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1])).toString();

/** The journal's Actions, and its download (a stream, read here with its progress). */
export const journalMethods = (call: ActionCall, session: () => SignedInUser | undefined) => ({
  getPassEvents: (filters: JournalQuery, after?: string) => call('GetPassEvents', { ...filters, After: after }),
  getNewPassEventCount: (filters: JournalQuery, since: string) =>
    call('GetNewPassEventCount', { ...filters, Since: since }),
  getPassEventReport: (filters: JournalQuery, timeZone: string) =>
    call('GetPassEventReport', { ...filters, TimeZone: timeZone }),
  getJournalAnomalies: (filters: JournalQuery) =>
    call('GetJournalAnomalies', { From: filters.From, Until: filters.Until }),
  getWorkingTime: (params: {
    From: string;
    To: string;
    TimeZone: string;
    User?: string;
    AccessObjectId?: string;
    PerimeterId?: string;
    AccessPointId?: string;
  }) => call('GetWorkingTime', params),
  /**
   * Downloads the filtered journal as CSV or XLSX, reporting progress while it streams in; resolves with
   * the file. A refusal is an ActionError like any call's.
   */
  downloadJournal: async (
    filters: JournalQuery,
    options: { format: 'csv' | 'xlsx'; timeZone: string; locale: string },
    onProgress: (progress: DownloadProgress) => void,
  ): Promise<Blob> => {
    const response = await fetch(
      `${API_PATH}${JOURNAL_EXPORT_PATH}?${query({ ...filters, Format: options.format, TimeZone: options.timeZone, Locale: options.locale })}`,
      { headers: headers(session(), false), credentials: 'include' },
    );
    if (!response.ok || !response.body) {
      const body = await response.json().catch(() => ({}));
      throw new ActionError(typeof body.error === 'string' ? body.error : response.statusText, response.status, body);
    }
    const total = Number(response.headers.get(EXPORT_ROWS_HEADER) ?? 0);
    const reader = response.body.getReader();
    const parts: BlobPart[] = [];
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.byteLength;
      if (options.format === 'csv') for (const byte of value) if (byte === 10) lines += 1;
      onProgress({ total, bytes, rows: options.format === 'csv' ? Math.max(0, lines - 1) : undefined });
    }
    return new Blob(parts, { type: response.headers.get('content-type') ?? undefined });
  },
});
