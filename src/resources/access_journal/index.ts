import History from '@mui/icons-material/History';
import { lazyExport } from '../lazyExport';

const JournalPage = lazyExport(() => import('./JournalPage'), 'JournalPage');
const PassEventShow = lazyExport(() => import('./PassEventShow'), 'PassEventShow');

/** The access journal (Set B, /access_journal): pass events, live, with reports; a row opens the event. */
const accessJournal = {
  list: JournalPage,
  show: PassEventShow,
  icon: History,
};
export default accessJournal;
