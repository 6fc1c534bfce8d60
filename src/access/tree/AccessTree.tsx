import { hotkeysCoreFeature, type ItemInstance, syncDataLoaderFeature } from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AccessTreeRow, TREE_ROW_HEIGHT } from './AccessTreeRow';
import {
  type AccessNode,
  ancestorsOf,
  buildTreeIndex,
  createTreeView,
  foldableIds,
  TREE_ROOT,
} from './treeModel';

export interface AccessTreeProps {
  nodes: readonly AccessNode[];
  /** The one active row: the node whose page is open. */
  activeId?: string;
  /** Selecting a row (click, Enter or Space) reports its node. */
  onSelect: (node: AccessNode) => void;
  /** More buttons for the toolbar (adding objects, perimeters, points). */
  actions?: ReactNode;
}

const ROOT_NODE: AccessNode = { id: TREE_ROOT, kind: 'object', parentId: null, accessObjectId: TREE_ROOT, name: '' };

/**
 * The access tree (spec section 2): access objects, their perimeters and access points, virtualized so
 * that 20,000 nodes stay fast. Rows fold and unfold (also all at once), one row is active, points can
 * be hidden (a dot then marks perimeters with points below, and branches without points disappear),
 * and a search filters by name keeping the ancestors. Keyboard: arrows move and fold, Enter selects.
 */
export const AccessTree = ({ nodes, activeId, onSelect, actions }: AccessTreeProps) => {
  const translate = useTranslate();
  const [showPoints, setShowPoints] = useState(true);
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText);
  const [expanded, setExpanded] = useState<string[]>([]);

  const index = useMemo(() => buildTreeIndex(nodes), [nodes]);
  const view = useMemo(() => createTreeView(index, { showPoints, search }), [index, showPoints, search]);
  // A new array whenever the view changes, so that headless-tree rebuilds its rows from the new children.
  const expandedItems = useMemo(() => [...expanded], [expanded, view]);

  // A search unfolds the way to every match.
  useEffect(() => {
    if (view.searchAncestors.length > 0) setExpanded((current) => union(current, view.searchAncestors));
  }, [view]);

  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const scrollRef = useRef<HTMLDivElement>(null);

  const tree = useTree<AccessNode>({
    rootItemId: TREE_ROOT,
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => view.childrenOf(item.getId()).length > 0,
    dataLoader: {
      getItem: (id) => index.nodes.get(id) ?? ROOT_NODE,
      getChildren: (id) => view.childrenOf(id) as string[],
    },
    state: { expandedItems },
    setExpandedItems: setExpanded,
    onPrimaryAction: (item) => {
      const node = index.nodes.get(item.getId());
      if (node) onSelectRef.current(node);
    },
    scrollToItem: (item) => virtualizer.scrollToIndex(item.getItemMeta().index),
    hotkeys: {
      customSelect: {
        hotkey: 'Enter',
        preventDefault: true,
        handler: (_, current) => current.getFocusedItem().primaryAction(),
      },
      customSelectWithSpace: {
        hotkey: 'Space',
        preventDefault: true,
        handler: (_, current) => current.getFocusedItem().primaryAction(),
      },
    },
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });
  const items = tree.getItems();

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    overscan: 12,
  });

  // The active row is always in sight: its ancestors unfold and the list scrolls to it.
  const pendingScroll = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!activeId || !index.nodes.has(activeId)) return;
    pendingScroll.current = activeId;
    const ancestors = ancestorsOf(index, activeId);
    setExpanded((current) => (ancestors.every((id) => current.includes(id)) ? current : union(current, ancestors)));
  }, [activeId, index]);
  useEffect(() => {
    if (!pendingScroll.current) return;
    const row = items.findIndex((item) => item.getId() === pendingScroll.current);
    if (row < 0) return;
    pendingScroll.current = undefined;
    virtualizer.scrollToIndex(row, { align: 'auto' });
    tree.getItemInstance(items[row].getId()).setFocused();
  });

  const toggle = (item: ItemInstance<AccessNode>) => (item.isExpanded() ? item.collapse() : item.expand());
  const select = (item: ItemInstance<AccessNode>) => {
    item.setFocused();
    item.primaryAction();
  };

  const emptyText =
    items.length > 0 ? undefined : translate(search.trim() ? 'objects.tree.noMatches' : 'objects.tree.empty');

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', pb: 1 }}>
        <ToolbarButton label={translate('objects.tree.unfoldAll')} onClick={() => setExpanded(foldableIds(view))}>
          <UnfoldMore />
        </ToolbarButton>
        <ToolbarButton label={translate('objects.tree.foldAll')} onClick={() => setExpanded([])}>
          <UnfoldLess />
        </ToolbarButton>
        <ToolbarButton
          label={translate(showPoints ? 'objects.tree.hidePoints' : 'objects.tree.showPoints')}
          onClick={() => setShowPoints((shown) => !shown)}
        >
          {showPoints ? <VisibilityOff /> : <Visibility />}
        </ToolbarButton>
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
      <TextField
        size="small"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={translate('objects.tree.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('objects.tree.search'), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: searchText ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={translate('ra.action.clear_input_value')} onClick={() => setSearchText('')}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{ mb: 1 }}
      />
      <Box
        {...tree.getContainerProps(translate('objects.title'))}
        ref={(element: HTMLDivElement | null) => {
          scrollRef.current = element;
          tree.registerElement(element);
        }}
        sx={{ flex: 1, minHeight: 200, overflow: 'auto', position: 'relative', outline: 'none' }}
      >
        {emptyText ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              return (
                <AccessTreeRow
                  key={item.getId()}
                  item={item}
                  top={row.start}
                  active={item.getId() === activeId}
                  hasPointsMarker={view.hasPointsMarker(item.getId())}
                  search={view.isMatch(item.getId()) ? search.trim() : ''}
                  onToggle={() => toggle(item)}
                  onSelect={() => select(item)}
                />
              );
            })}
          </Box>
        )}
      </Box>
    </Stack>
  );
};

const union = (current: readonly string[], more: readonly string[]) => [...new Set([...current, ...more])];

const ToolbarButton = ({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} onClick={onClick} size="small">
      {children}
    </IconButton>
  </Tooltip>
);
