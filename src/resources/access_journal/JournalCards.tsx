import Stack from '@mui/material/Stack';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { PassEventRecord } from '../../../contract/journal';
import { RecordCards } from '../../layout/lists/ListCards';
import { useFormatDateTime } from './format';
import { ResultChip } from './ResultChip';

/** When the event happened and who passed (or tried to). */
const WhenAndWho = () => {
  const event = useRecordContext<PassEventRecord>();
  const formatDateTime = useFormatDateTime();
  if (!event) return null;
  return <>{[formatDateTime(event.occurredAt), event.userName].filter(Boolean).join(' · ')}</>;
};

/** The result, in words and colour, with the kind of key. */
const Outcome = () => {
  const event = useRecordContext<PassEventRecord>();
  const translate = useTranslate();
  if (!event) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ResultChip result={event.result} />
      <span>{translate(`resources.access_journal.keyType.${event.keyType}`)}</span>
    </Stack>
  );
};

const JOURNAL_CARD = { primary: 'accessPointName', secondary: <WhenAndWho />, tertiary: <Outcome /> };

/**
 * The journal on a phone: each event a card (the access point, when and who, the result and the key's
 * kind) that opens the event with its decision, as the lists' cards do; the table's nine columns do
 * not fit a phone's width.
 */
export const JournalCards = ({ events }: { events: PassEventRecord[] }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <RecordCards
      records={events}
      card={JOURNAL_CARD}
      pathOf={(event) => createPath({ resource: 'access_journal', id: event.id, type: 'show' })}
      label={translate('resources.access_journal.title')}
    />
  );
};
