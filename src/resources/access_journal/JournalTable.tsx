import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { PassEventRecord } from '../../../contract/journal';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { useFormatDateTime } from './format';
import { ResultChip } from './ResultChip';

/**
 * Columns a laptop's 1440 px still has room for, when the longer texts are cut (the event's page shows
 * them all; a phone shows cards): the card, the car and the zone are what an administrator filters by.
 */
const wider = { display: { xs: 'none', lg: 'table-cell' } } as const;
/** Cells are cut at 140 px, the whole text on hover. */
const cut = { maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** Half the theme's side padding: nine columns fit a laptop's width. */
const dense = { '& .MuiTableCell-root': { px: 1 } } as const;

/** The journal's rows, newest first; a row opens the event with its decision. */
export const JournalTable = ({ events }: { events: PassEventRecord[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const formatDateTime = useFormatDateTime();
  const label = (field: string) => translate(`resources.access_journal.fields.${field}`);
  const open = (event: PassEventRecord) =>
    navigate(createPath({ resource: 'access_journal', id: event.id, type: 'show' }));
  return (
    <TableContainer>
      <Table size="small" sx={dense} aria-label={translate('resources.access_journal.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{label('dateTime')}</TableCell>
            <TableCell>{label('accessPoint')}</TableCell>
            <TableCell sx={wider}>{label('cardId')}</TableCell>
            <TableCell>{label('phone')}</TableCell>
            <TableCell sx={wider}>{label('cars')}</TableCell>
            <TableCell>{label('user')}</TableCell>
            <TableCell>{label('keyType')}</TableCell>
            <TableCell>{label('accessResult')}</TableCell>
            <TableCell sx={wider}>{label('accessZone')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow
              key={event.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => open(event)}
              onKeyDown={(key) => key.key === 'Enter' && open(event)}
              data-testid="journal-row"
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurredAt)}</TableCell>
              <TableCell sx={cut} title={event.accessPointName}>
                {event.accessPointName}
              </TableCell>
              <TableCell sx={{ ...wider, fontFamily: 'monospace' }}>{event.cardId}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.phone && formatPhoneNumber(event.phone)}</TableCell>
              <TableCell sx={wider}>{event.carPlate}</TableCell>
              <TableCell sx={cut} title={event.userName ?? undefined}>
                {event.userName}
              </TableCell>
              <TableCell>{translate(`resources.access_journal.keyType.${event.keyType}`)}</TableCell>
              <TableCell>
                <ResultChip result={event.result} />
              </TableCell>
              <TableCell sx={{ ...wider, ...cut }}>{event.accessZone}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
