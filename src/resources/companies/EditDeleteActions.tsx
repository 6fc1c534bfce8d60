import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';

/**
 * A company section's row actions: edit and delete as icon buttons named with the row, so tables fit the
 * page. For a role that may not change the row, edit is 'show' (the form read-only) and delete is absent.
 */
export const EditDeleteActions = ({
  name,
  onEdit,
  onDelete,
  viewOnly = false,
}: {
  name: string;
  onEdit: () => void;
  /** Absent: no delete button. */
  onDelete?: () => void;
  /** The row opens read-only: a 'show' button instead of 'edit'. */
  viewOnly?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${translate(viewOnly ? 'ra.action.show' : 'ra.action.edit')}: ${name}`}
        onClick={onEdit}
      >
        {viewOnly ? <Visibility fontSize="small" /> : <Edit fontSize="small" />}
      </IconButton>
      {onDelete && (
        <IconButton
          size="small"
          color="error"
          aria-label={`${translate('ra.action.delete')}: ${name}`}
          onClick={onDelete}
        >
          <Delete fontSize="small" />
        </IconButton>
      )}
    </>
  );
};
