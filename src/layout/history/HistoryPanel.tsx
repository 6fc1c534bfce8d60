import { whoActed } from './whoActed';
import { useGetList } from '../../dataProvider/typedHooks';
import ExpandMore from '@mui/icons-material/ExpandMore';
import History from '@mui/icons-material/History';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import type { AuditEntry } from '../../../contract/audit';
import { logLoadFailure } from '../LoadError';
import { ChangeList, useEntryTitle, useFormatMoment } from './ChangeList';
import { UndoButton } from './UndoButton';

/** Entries shown at first and added by each 'Show earlier changes'. */
export const HISTORY_PAGE = 10;

/**
 * A record's changes, newest first: the list itself, read when the panel opens. The company area reads
 * GetHistory (its own company's rows only); the platform area the audit trail filtered by the record.
 * `version` changes when the record was saved, so that the list shows the save at once.
 */
const HistoryEntries = ({ id, version }: { id: Identifier; version: unknown }) => {
  const translate = useTranslate();
  const area = useArea();
  const title = useEntryTitle();
  const formatMoment = useFormatMoment();
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const { data, total, isPending, error, refetch } = useGetList<AuditEntry & { id: string }>(
    area === 'company' ? 'history' : 'audit',
    // Newest first is the Actions' own order: no Sort is sent ('id').
    { filter: { recordId: String(id) }, pagination: { page: 1, perPage: limit }, sort: { field: 'id', order: 'DESC' } },
    { onError: logLoadFailure },
  );
  // A save gives the page a new record: read again (not on the first render, which reads anyway).
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    void refetch();
  }, [version, refetch]);

  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="warning">{translate('audit.history.loadFailed')}</Alert>;
  if (!data || data.length === 0)
    return <Typography color="text.secondary">{translate('audit.history.empty')}</Typography>;
  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {data.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {title(entry)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate('audit.history.byWhom', {
                user: whoActed(entry, translate) ?? translate('audit.history.unknownUser'),
                time: formatMoment(entry.at),
              })}
            </Typography>
            <ChangeList entry={entry} />
            <UndoButton entry={entry} />
          </Box>
        ))}
      </Box>
      {total !== undefined && data.length < total && (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((shown) => shown + HISTORY_PAGE)}>
          {translate('audit.history.more')}
        </Button>
      )}
    </Box>
  );
};

/**
 * The History panel of an edit page: who changed what and when, each field's old → new value, in the
 * console's language. Folded at first; opening it reads the history. The record is the page's (its
 * context) unless `id` names it.
 */
export const HistoryPanel = ({ id }: { id?: Identifier }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const recordId = id ?? record?.id;
  const [open, setOpen] = useState(false);
  if (recordId === undefined) return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ mt: 2, maxWidth: 720 }}
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <History sx={{ mr: 1 }} color="action" />
        <Typography component="h2" variant="subtitle1">
          {translate('audit.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <HistoryEntries id={recordId} version={record} />
      </AccordionDetails>
    </Accordion>
  );
};
