import History from '@mui/icons-material/History';
import { requireAccess } from '../../layout/RequireAccess';
import { lazyExport } from '../lazyExport';

const JournalPage = requireAccess(
  lazyExport(() => import('./JournalPage'), 'JournalPage'),
  'list',
);
const PassEventShow = requireAccess(
  lazyExport(() => import('./PassEventShow'), 'PassEventShow'),
  'show',
);

/**
 * The access journal (Set B, /access_journal): pass events, live, with reports; a row opens the event.
 * A role without the journal gets the denied page.
 */
const accessJournal = {
  list: JournalPage,
  show: PassEventShow,
  icon: History,
};
export default accessJournal;
