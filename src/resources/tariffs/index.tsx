import RequestQuote from '@mui/icons-material/RequestQuote';
import { Route } from 'react-router';
import { EDIT_SEGMENT, withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';
import { requireAccess } from '../../layout/RequireAccess';

const TariffCreate = lazyExport(() => import('./TariffCreate'), 'TariffCreate');
// Pages of their own: a role without tariffs gets the denied page rather than a refused read.
const TariffEdit = requireAccess(
  lazyExport(() => import('./TariffEdit'), 'TariffEdit'),
  'edit',
);
const TariffEditInForce = requireAccess(
  lazyExport(() => import('./TariffEditInForce'), 'TariffEditInForce'),
  'edit',
);
const TariffList = lazyExport(() => import('./TariffList'), 'TariffList');

/**
 * Tariffs (Set B): tariff policies with revisions. A revision has its own page,
 * `tariffs/edit/{id}/{revision}`; the record's own address (`tariffs/{id}`, where react-admin links
 * to) and `tariffs/edit/{id}` open the revision in force.
 */
const tariffs = withEditRoute({
  list: TariffList,
  create: TariffCreate,
  edit: TariffEditInForce,
  icon: RequestQuote,
  recordRepresentation: 'displayName',
  children: [<Route key="revision" path={`${EDIT_SEGMENT}/:id/:revision`} element={<TariffEdit />} />],
});
export default tariffs;
