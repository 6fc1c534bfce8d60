import UploadFile from '@mui/icons-material/UploadFile';
import { Button, useCreatePath } from 'react-admin';
import { Link } from 'react-router';
import type { ImportKind } from '../../../contract/import-columns';
import { useMayCall } from '../../session/permissions';

/** A list's Import button, opening the wizard for its kind of records; none for a role that may not upload. */
export const ImportButton = ({ kind }: { kind: ImportKind }) => {
  const mayCall = useMayCall();
  const createPath = useCreatePath();
  if (!mayCall('AddImportFile')) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'import_files', type: 'list' })}?kind=${kind}`}
      label="resources.import_files.wizard.button"
    >
      <UploadFile />
    </Button>
  );
};
