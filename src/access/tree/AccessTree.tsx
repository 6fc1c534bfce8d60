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
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AccessTreeList } from './AccessTreeList';
import { type AccessNode, ancestorsOf, buildTreeIndex, createTreeView, foldableIds, visibleRows } from './treeModel';

export interface AccessTreeProps {
  nodes: readonly AccessNode[];
  /** The one active row: the node whose page is open. */
  activeId?: string;
  /** Selecting a row (click, Enter or Space) reports its node. */
  onSelect: (node: AccessNode) => void;
  /** More buttons for the toolbar (adding objects, perimeters, points). */
  actions?: ReactNode;
}

const NOTHING_EXPANDED: ReadonlySet<string> = new Set();

/**
 * The access tree: access objects, their perimeters and access points, virtualized so
 * that 20,000 nodes stay fast. Rows fold and unfold (also all at once), one row is active, points can
 * be hidden (a dot then marks perimeters with points below, and branches without points disappear),
 * and a search filters by name keeping the ancestors. The shown rows are computed here from the tree's
 * rules (treeModel) in one pass per change; AccessTreeList draws the few in sight and handles the keys.
 */
export const AccessTree = ({ nodes, activeId, onSelect, actions }: AccessTreeProps) => {
  const translate = useTranslate();
  const [showPoints, setShowPoints] = useState(true);
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText);
  const [expanded, setExpanded] = useState(NOTHING_EXPANDED);

  const index = useMemo(() => buildTreeIndex(nodes), [nodes]);
  const view = useMemo(() => createTreeView(index, { showPoints, search }), [index, showPoints, search]);
  const rows = useMemo(() => visibleRows(view, expanded), [view, expanded]);

  // A search unfolds the way to every match.
  useEffect(() => {
    if (view.searchAncestors.length > 0) setExpanded((current) => withAll(current, view.searchAncestors));
  }, [view]);

  // The active row is always in sight: its ancestors unfold (the list then scrolls to it).
  useEffect(() => {
    if (activeId && index.nodes.has(activeId)) setExpanded((current) => withAll(current, ancestorsOf(index, activeId)));
  }, [activeId, index]);

  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const select = useCallback(
    (id: string) => {
      const node = index.nodes.get(id);
      if (node) onSelectRef.current(node);
    },
    [index],
  );
  const setFolded = useCallback((id: string, open: boolean) => {
    setExpanded((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const trimmedSearch = search.trim();
  const emptyText =
    rows.length > 0 ? undefined : translate(trimmedSearch ? 'objects.tree.noMatches' : 'objects.tree.empty');

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pb: 1 }}>
        <ToolbarButton
          label={translate('objects.tree.unfoldAll')}
          onClick={() => setExpanded(new Set(foldableIds(index, view)))}
        >
          <UnfoldMore />
        </ToolbarButton>
        <ToolbarButton label={translate('objects.tree.foldAll')} onClick={() => setExpanded(NOTHING_EXPANDED)}>
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
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={translate('ra.action.clear_input_value')}
                  onClick={() => setSearchText('')}
                >
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        // The clear button above replaces the browser's own, which would make two.
        sx={{ mb: 1, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
      <AccessTreeList
        label={translate('objects.title')}
        rows={rows}
        view={view}
        activeId={activeId}
        search={trimmedSearch}
        emptyText={emptyText}
        onSelect={select}
        onFold={setFolded}
      />
    </Stack>
  );
};

/** The set with the given ids added; the same set when it already holds them all (no re-render). */
const withAll = (current: ReadonlySet<string>, more: readonly string[]): ReadonlySet<string> => {
  if (more.every((id) => current.has(id))) return current;
  return new Set([...current, ...more]);
};

const ToolbarButton = ({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} onClick={onClick} size="small">
      {children}
    </IconButton>
  </Tooltip>
);
