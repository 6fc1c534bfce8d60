import ManageSearch from '@mui/icons-material/ManageSearch';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useMayCall } from '../../session/permissions';
import { useShowInJournal } from '../access_journal/useShowInJournal';

/**
 * A card's or tag's history: the journal's passes with its ID, over the whole journal. Absent for a role
 * without the journal.
 */
export const CardPassesButton = ({ code }: { code: number }) => {
  const translate = useTranslate();
  const showInJournal = useShowInJournal();
  const mayReadJournal = useMayCall()('GetPassEvents');
  const label = translate('resources.abonents.actions.cardPasses', { code });
  if (!mayReadJournal) return null;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => showInJournal({ preset: 'custom', cardId: String(code) })}>
        <ManageSearch />
      </IconButton>
    </Tooltip>
  );
};
