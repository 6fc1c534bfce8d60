import AddLocationAlt from '@mui/icons-material/AddLocationAlt';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ALL_ZERO_ID } from '../../contract/fields';
import { useMayCall } from '../session/permissions';
import { useAccessPaths } from './accessPaths';
import type { AccessNode } from './tree/treeModel';

/**
 * Adding under the selected node: a perimeter under an object or a perimeter, an
 * access point in a perimeter. The create pages read where from `parentId` and `accessObjectId`. Each
 * only for a role that may create it.
 */
export const TreeAddButtons = ({ selected }: { selected?: AccessNode }) => {
  const translate = useTranslate();
  const paths = useAccessPaths();
  const mayCall = useMayCall();
  const under = selected && selected.kind !== 'point' ? selected : undefined;
  const query = under && {
    parentId: under.kind === 'object' ? ALL_ZERO_ID : under.id,
    accessObjectId: under.accessObjectId,
  };
  const perimeter = selected?.kind === 'perimeter' ? selected : undefined;
  return (
    <>
      {mayCall('CreateAccessPerimeter') && (
        <AddButton label={translate('objects.tree.addPerimeter')} to={query && paths.create('perimeter', query)}>
          <CreateNewFolderOutlined />
        </AddButton>
      )}
      {mayCall('CreateAccessPoint') && (
        <AddButton
          label={translate('objects.tree.addAccessPoint')}
          to={perimeter && paths.create('point', { parentId: perimeter.id, accessObjectId: perimeter.accessObjectId })}
        >
          <AddLocationAlt />
        </AddButton>
      )}
    </>
  );
};

/** A link-button, disabled (with its tooltip kept) when there is nowhere to add. */
const AddButton = ({ label, to, children }: { label: string; to?: string; children: React.ReactNode }) => (
  <Tooltip title={label}>
    <span>
      {to ? (
        <IconButton component={Link} to={to} aria-label={label} size="small" color="primary">
          {children}
        </IconButton>
      ) : (
        <IconButton aria-label={label} size="small" disabled>
          {children}
        </IconButton>
      )}
    </span>
  </Tooltip>
);
