import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import type { PostamateRecord } from '../../../contract/postamate';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { ResourceList } from '../../layout/lists/ResourceList';
import { CameraStatusField } from '../cameras/CameraStatusField';
import { companyFilter, statusFilter } from '../locks/platformFilters';

const PostamateStatusField = () => {
  const postamate = useRecordContext<PostamateRecord>();
  return postamate ? <DeviceStatusField status={postamate.status} lastSeen={postamate.lastSeen} /> : null;
};

/** How many of its cells are free. */
const CellsField = () => {
  const translate = useTranslate();
  const postamate = useRecordContext<PostamateRecord>();
  if (!postamate) return null;
  const free = postamate.cells.filter((cell) => cell.state === 'free').length;
  return <>{translate('resources.postamates.cells.summary', { free, total: postamate.cells.length })}</>;
};

/** The remote camera's last check, when it has a camera. */
const CameraField = () => {
  const postamate = useRecordContext<PostamateRecord>();
  if (!postamate?.remoteCameraRtspAddress) return null;
  return (
    <CameraStatusField
      status={postamate.cameraStatus}
      offlineReason={postamate.cameraOfflineReason}
      checked={postamate.cameraChecked}
      stacked
    />
  );
};

/**
 * Postamates: IDs, online state, cells and camera, filtered by state; on the platform every company's
 * (with the company, and its filter), in a company its own.
 */
export const PostamateList = () => {
  const platform = useArea() === 'platform';
  return (
    <ResourceList
      sort={{ field: 'postamatId', order: 'ASC' }}
      filters={platform ? [companyFilter, statusFilter] : [statusFilter]}
      mobile={{
        primary: 'postamatId',
        secondary: platform ? 'companyName' : 'publicId',
        tertiary: <PostamateStatusField />,
      }}
    >
      <DataTable.Col source="postamatId" />
      <DataTable.Col source="publicId" />
      {platform && <DataTable.Col source="companyName" />}
      <DataTable.Col source="lastSeen" label="resources.postamates.fields.status">
        <PostamateStatusField />
      </DataTable.Col>
      <DataTable.Col source="cells" disableSort>
        <CellsField />
      </DataTable.Col>
      <DataTable.Col source="cameraStatus" disableSort>
        <CameraField />
      </DataTable.Col>
    </ResourceList>
  );
};
