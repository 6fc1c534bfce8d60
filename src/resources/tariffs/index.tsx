import RequestQuote from '@mui/icons-material/RequestQuote';
import { Route } from 'react-router';
import { EDIT_SEGMENT, withEditRoute } from '../../layout/editRoute';
import { lazyExport } from '../lazyExport';

const TariffCreate = lazyExport(() => import('./TariffCreate'), 'TariffCreate');
const TariffEdit = lazyExport(() => import('./TariffEdit'), 'TariffEdit');
const TariffEditInForce = lazyExport(() => import('./TariffEditInForce'), 'TariffEditInForce');
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
