import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { type ServedAccessPoint, servedFilters } from '../../../contract/access-point';
import { useAccessPaths } from '../../access/accessPaths';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { PointDevices } from './PointDevices';

const DevicesField = () => {
  const point = useRecordContext<ServedAccessPoint>();
  return point ? <PointDevices devices={point.devices} /> : null;
};

const filterChoice = { none: 'onlyNone', some: 'onlySome' } as const;

/** Which points to show by the devices serving them: those none serves, or those at least one does. */
const servedFilter = (
  <SelectInput
    key="served"
    source="served"
    choices={servedFilters.map((served) => ({
      id: served,
      name: `resources.access_points.devices.${filterChoice[served]}`,
    }))}
    alwaysOn
    sx={{ minWidth: 200 }}
  />
);

/** Back to the access tree, where the points are edited. */
const BackToTree = () => {
  const translate = useTranslate();
  const paths = useAccessPaths();
  return (
    <Button component={Link} to={paths.root} size="small" startIcon={<ArrowBack />}>
      {translate('resources.access_points.devices.tree')}
    </Button>
  );
};

/**
 * The company's access points by path (object / perimeter / point) with their lock and the devices that
 * serve each, 'No device' where none does, and a filter for those. A row opens the point in the access tree.
 */
export const CompanyAccessPointList = () => {
  const paths = useAccessPaths();
  return (
    <ResourceList
      sort={{ field: 'path', order: 'ASC' }}
      filters={[servedFilter]}
      header={<BackToTree />}
      rowPath={(point) => paths.edit('point', String(point.id))}
      searchPlaceholder="resources.access_points.devices.searchPlaceholder"
      // On a phone the point's own name first: the path's end would be cut off.
      mobile={{ primary: 'displayName', secondary: 'place', tertiary: <DevicesField /> }}
    >
      <DataTable.Col source="path" cellSx={wrapping} />
      <DataTable.Col source="lockPid" sx={hiddenBelow('md')} cellSx={() => ({ fontFamily: 'monospace' })} />
      <DataTable.Col source="devices" disableSort>
        <DevicesField />
      </DataTable.Col>
    </ResourceList>
  );
};
