import { DataTable, SelectInput, useRecordContext } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import { cameraStatuses, type CameraRecord } from '../../../contract/camera';
import { BulkDeleteButton } from '../../layout/lists/BulkDeleteButton';
import { ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { CameraStatusField } from './CameraStatusField';
import { CheckAllButton } from './CheckAllButton';
import { CheckStatusButton } from './CheckStatusButton';
import { toExportRow } from './exportCameras';
import { companyFilter } from '../locks/platformFilters';

const statusChoices = cameraStatuses.map((status) => ({ id: status, name: `resources.cameras.status.${status}` }));

/**
 * The company's cameras: name, link, status with why it is offline and the time of its last check, and a
 * button to check it now; 'Check all' for the cameras shown; search, a status filter, export without
 * passwords, and a confirmed bulk delete. In the company area the service company is the signed-in one
 * for every row, so it is no column; the platform area's list (every company's) shows it and filters by it.
 */
/** A camera's status on a phone's card: one line, with the time of the last check. */
const CameraStatusLine = () => {
  const camera = useRecordContext<CameraRecord>();
  return camera ? (
    <CameraStatusField status={camera.status} offlineReason={camera.offlineReason} checked={camera.checked} />
  ) : null;
};

/** The link's cell in the platform's list, where the service company takes a column (tripled to outweigh the theme's cells). */
const PLATFORM_LINK = { '&&&': { maxWidth: 220 } } as const;

export const CameraList = () => {
  const platform = useArea() === 'platform';
  return (
    <ResourceList
      sort={{ field: 'name', order: 'ASC' }}
      exportable
      exportColumns={toExportRow}
      actions={<CheckAllButton />}
      mobile={{ primary: 'name', secondary: <CameraStatusLine />, tertiary: 'link' }}
      filters={[
        ...(platform ? [companyFilter] : []),
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
      ]}
      bulkActionButtons={
        <BulkDeleteButton
          confirmTitle="resources.cameras.confirm.delete"
          confirmContent="resources.cameras.confirm.deleteContent"
        />
      }
    >
      <DataTable.Col source="name" />
      {/* Beside the service company the link is cut shorter, the whole of it on hover and focus, so that a
          row's 'Check status' stays in view at 1440 px. */}
      <DataTable.Col source="link" cellSx={() => ({ fontFamily: 'monospace', ...(platform && PLATFORM_LINK) })} />
      {platform && <DataTable.Col source="serviceCompany" />}
      <DataTable.Col<CameraRecord>
        source="status"
        cellSx={wrapping}
        render={(camera) => (
          <CameraStatusField
            status={camera.status}
            offlineReason={camera.offlineReason}
            checked={camera.checked}
            stacked
          />
        )}
      />
      <DataTable.Col label="" disableSort>
        <CheckStatusButton />
      </DataTable.Col>
    </ResourceList>
  );
};
