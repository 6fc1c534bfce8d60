import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';

/** A company section's row actions: edit and delete as icon buttons named with the row, so tables fit the page. */
export const EditDeleteActions = ({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <IconButton size="small" aria-label={`${translate('ra.action.edit')}: ${name}`} onClick={onEdit}>
        <Edit fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={`${translate('ra.action.delete')}: ${name}`}
        onClick={onDelete}
      >
        <Delete fontSize="small" />
      </IconButton>
    </>
  );
};
