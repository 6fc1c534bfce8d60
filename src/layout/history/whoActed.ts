import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit';

/** Who made a change, as the trail names them: a person, or a company's API token; null: nobody known. */
export const whoActed = (entry: Pick<AuditEntry, 'userName' | 'apiTokenName'>, translate: TranslateFunction) =>
  entry.userName ?? (entry.apiTokenName ? translate('audit.apiToken', { name: entry.apiTokenName }) : null);
