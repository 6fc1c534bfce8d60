import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../dataProvider/actionClient';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { useAccessPaths } from './accessPaths';
import { useReloadAccessTree } from './accessTreeData';
import { DELETE_QUESTIONS, DELETED_MESSAGES, NODE_RESOURCES } from './nodeMessages';
import type { AccessNodeKind } from './tree/treeModel';

/**
 * Deletes the node whose page is open, after a confirmation. Then the tree reloads and the page goes to
 * the access route (spec section 4). A refusal (a perimeter that still has children) is a red toast
 * with the server's reason; the page stays.
 */
export const DeleteNodeButton = ({ kind, id }: { kind: AccessNodeKind; id: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = useAccessPaths();
  const reload = useReloadAccessTree();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();

  const onConfirm = () =>
    deleteOne(
      NODE_RESOURCES[kind],
      { id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(DELETED_MESSAGES[kind], { type: 'success' });
          void reload();
          navigate(paths.root);
        },
        onError: (error) => {
          setConfirming(false);
          notify(error instanceof Error && error.message ? error.message : errorMessageOf(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => setConfirming(true)}>
        {translate('ra.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title={DELETE_QUESTIONS[kind]}
        content=""
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
