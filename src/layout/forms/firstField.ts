import { useContext } from 'react';
import { EditContext, useRecordContext } from 'react-admin';
import { useCardLayout } from '../lists/ListCards';

/**
 * Whether a form's first field takes the focus when its page opens (its `autoFocus`): only on a create
 * page, where typing is what comes next, and only at a desktop's width. An edit page opens to be read
 * first (its heading takes the focus, PageHeader.tsx), and on a phone a focused field pops the keyboard
 * up over half of the form the person came to see.
 */
export const useFocusFirstField = () => {
  const editing = useContext(EditContext) != null;
  const record = useRecordContext();
  const phone = useCardLayout();
  return !editing && record?.id === undefined && !phone;
};
