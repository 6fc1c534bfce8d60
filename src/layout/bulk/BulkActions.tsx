import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext, useRefresh, useTranslate } from 'react-admin';
import { BulkMenu, type BulkMenuProps } from './BulkMenu';
import type { BulkSelection } from './bulkSelection';

type MenuProps = Omit<BulkMenuProps, 'selection' | 'onDone'>;

/**
 * A list's bulk actions (its `bulkActionButtons`): for the ticked rows, or, once chosen, for every row
 * the list's filters find (the list's total, not only the pages loaded). Choosing all found holds until
 * the ticks change.
 */
export const BulkActions = (props: MenuProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { selectedIds, total = 0, filterValues, onUnselectItems } = useListContext();
  const ticked = selectedIds.map(String);
  const [allFoundFor, setAllFoundFor] = useState<string | null>(null);
  const allFound = allFoundFor === ticked.join();
  const selection: BulkSelection = allFound
    ? { allFound: true, filters: filterValues, count: total }
    : { allFound: false, ids: ticked, count: ticked.length };
  return (
    <>
      {allFound ? (
        <Typography variant="body2" sx={{ alignSelf: 'center', mx: 1 }}>
          {translate('bulk.allFoundSelected', { smart_count: total })}
        </Typography>
      ) : (
        total > ticked.length && (
          <Button size="small" onClick={() => setAllFoundFor(ticked.join())}>
            {translate('bulk.selectAllFound', { smart_count: total })}
          </Button>
        )
      )}
      <BulkMenu
        {...props}
        selection={selection}
        onDone={() => {
          onUnselectItems();
          refresh();
        }}
      />
    </>
  );
};

/**
 * Every row the list's filters find, changed from the list's toolbar without ticking rows: what a
 * phone's list of cards, which has no ticks, offers too.
 */
export const ChangeAllFoundButton = ({ label = 'bulk.changeAllFound', ...props }: MenuProps) => {
  const refresh = useRefresh();
  const { total = 0, filterValues } = useListContext();
  return (
    <BulkMenu
      {...props}
      label={label}
      selection={{ allFound: true, filters: filterValues, count: total }}
      onDone={refresh}
    />
  );
};
