import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslate } from 'react-admin';
import { AccessTreeRow, TREE_ROW_HEIGHT, treeRowStyles } from './AccessTreeRow';
import type { TreeRow, TreeView } from './treeModel';

export interface AccessTreeListProps {
  /** The tree's accessible name. */
  label: string;
  rows: readonly TreeRow[];
  view: TreeView;
  activeId?: string;
  /** The trimmed search text, highlighted in the matching names. */
  search: string;
  /** Shown instead of the rows when there are none. */
  emptyText?: string;
  onSelect: (id: string) => void;
  onFold: (id: string, open: boolean) => void;
}

const LIST_STYLES = {
  flex: 1,
  minHeight: 200,
  overflow: 'auto',
  position: 'relative',
  outline: 'none',
  ...treeRowStyles,
} as const;

/**
 * The scrolled list of the access tree: only the rows in sight are in the page (@tanstack/react-virtual),
 * with the keyboard of the ARIA tree pattern (arrows move, unfold and fold, Home and End, Enter and Space
 * select) and a roving tabindex: Tab lands on the focused row, else the active one, else the first.
 */
export const AccessTreeList = memo(function AccessTreeList({
  label,
  rows,
  view,
  activeId,
  search,
  emptyText,
  onSelect,
  onFold,
}: AccessTreeListProps) {
  const translate = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string>();
  // A row's position is looked for when it is needed (a few times a render or a key): a map of 21,400 ids
  // built for every change of the rows was a tenth of unfolding the whole tree.
  const positionOf = useCallback(
    (id: string | undefined) => {
      const at = id === undefined ? -1 : rows.findIndex((row) => row.node.id === id);
      return at < 0 ? undefined : at;
    },
    [rows],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    getItemKey: (at) => rows[at].node.id,
    overscan: 6,
  });

  const tabStopId =
    positionOf(focusedId) !== undefined ? focusedId : positionOf(activeId) !== undefined ? activeId : rows[0]?.node.id;

  // Moving with the keyboard: scroll the row into sight, then focus it once it is drawn.
  const pendingFocus = useRef<string | undefined>(undefined);
  const moveTo = (id: string) => {
    const at = positionOf(id);
    if (at === undefined) return;
    setFocusedId(id);
    pendingFocus.current = id;
    virtualizer.scrollToIndex(at, { align: 'auto' });
  };
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);
    if (!element) return;
    pendingFocus.current = undefined;
    element.focus({ preventScroll: true });
  });

  // The active row follows the page: once its ancestors have unfolded, it is scrolled into sight.
  const pendingScroll = useRef<string | undefined>(undefined);
  useEffect(() => {
    pendingScroll.current = activeId;
  }, [activeId]);
  useEffect(() => {
    const id = pendingScroll.current;
    const at = positionOf(id);
    if (at === undefined) return;
    pendingScroll.current = undefined;
    setFocusedId(id);
    virtualizer.scrollToIndex(at, { align: 'auto' });
  }, [positionOf, activeId, virtualizer]);

  const rowOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');

  const onClick = (event: MouseEvent) => {
    const element = rowOf(event.target);
    const at = positionOf(element?.dataset.id);
    if (at === undefined) return;
    const row = rows[at];
    // The fold button folds; anywhere else on the row selects it.
    if ((event.target as HTMLElement).closest('[data-testid="fold-toggle"]')) onFold(row.node.id, !row.expanded);
    else onSelect(row.node.id);
  };

  const onFocus = (event: FocusEvent) => {
    if (event.target === event.currentTarget) {
      // Tab reached the list while its tab-stop row is scrolled away: bring that row back and focus it.
      if (tabStopId !== undefined) moveTo(tabStopId);
      return;
    }
    const id = rowOf(event.target)?.dataset.id;
    if (id !== undefined) setFocusedId(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = positionOf(rowOf(event.target)?.dataset.id);
    if (at === undefined) return;
    const row = rows[at];
    const parentId = row.node.parentId;
    switch (event.key) {
      case 'ArrowDown':
        if (at + 1 < rows.length) moveTo(rows[at + 1].node.id);
        break;
      case 'ArrowUp':
        if (at > 0) moveTo(rows[at - 1].node.id);
        break;
      case 'Home':
        moveTo(rows[0].node.id);
        break;
      case 'End':
        moveTo(rows[rows.length - 1].node.id);
        break;
      case 'ArrowRight':
        if (row.folder && !row.expanded) onFold(row.node.id, true);
        else if (row.expanded) moveTo(rows[at + 1].node.id);
        break;
      case 'ArrowLeft':
        if (row.expanded) onFold(row.node.id, false);
        else if (parentId !== null) moveTo(parentId);
        break;
      case 'Enter':
      case ' ':
        onSelect(row.node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  const tabStopDrawn = items.some((item) => item.key === tabStopId);
  const accessPointLabel = translate('objects.tree.accessPoint');
  const hasPointsLabel = translate('objects.tree.hasPoints');

  return (
    <Box
      ref={scrollRef}
      role="tree"
      aria-label={label}
      tabIndex={tabStopDrawn || rows.length === 0 ? -1 : 0}
      onClick={onClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      sx={LIST_STYLES}
    >
      {emptyText ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const { node, level, folder, expanded } = rows[item.index];
            return (
              <AccessTreeRow
                key={node.id}
                node={node}
                level={level}
                folder={folder}
                expanded={expanded}
                top={item.start}
                active={node.id === activeId}
                tabStop={node.id === tabStopId}
                hasPointsMarker={view.hasPointsMarker(node.id)}
                search={view.isMatch(node.id) ? search : ''}
                accessPointLabel={accessPointLabel}
                hasPointsLabel={hasPointsLabel}
              />
            );
          })}
        </div>
      )}
    </Box>
  );
});
