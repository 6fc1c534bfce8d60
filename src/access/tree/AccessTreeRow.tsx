import type { ItemInstance } from '@headless-tree/core';
import Apartment from '@mui/icons-material/Apartment';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Fence from '@mui/icons-material/Fence';
import SensorDoorOutlined from '@mui/icons-material/SensorDoorOutlined';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { AccessNode } from './treeModel';

export const TREE_ROW_HEIGHT = 34;
const INDENT = 20;

export interface AccessTreeRowProps {
  item: ItemInstance<AccessNode>;
  /** Where the virtualized row sits in the scrolled list, in pixels. */
  top: number;
  active: boolean;
  /** With points hidden: this perimeter has points below it. */
  hasPointsMarker: boolean;
  /** The search text to highlight in the name, when the name matches. */
  search: string;
  onToggle: () => void;
  onSelect: () => void;
}

const KIND_ICONS = { object: Apartment, perimeter: Fence, point: SensorDoorOutlined };

/** One row of the access tree: fold button, kind icon, name (objects bold), markers. */
export const AccessTreeRow = ({
  item,
  top,
  active,
  hasPointsMarker,
  search,
  onToggle,
  onSelect,
}: AccessTreeRowProps) => {
  const translate = useTranslate();
  const node = item.getItemData();
  const level = item.getItemMeta().level;
  const folder = item.isFolder();
  const expanded = folder && item.isExpanded();
  const Icon = KIND_ICONS[node.kind];
  return (
    <Box
      {...item.getProps()}
      aria-selected={active}
      data-kind={node.kind}
      onClick={onSelect}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: TREE_ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        pl: `${4 + level * INDENT}px`,
        pr: 1,
        cursor: 'pointer',
        borderRadius: 1,
        userSelect: 'none',
        whiteSpace: 'nowrap',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {folder ? (
        <Box
          component="span"
          aria-hidden
          data-testid="fold-toggle"
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
          sx={{ display: 'inline-flex', color: 'text.secondary', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <ChevronRight fontSize="small" sx={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 0.15s' }} />
        </Box>
      ) : (
        <Box component="span" sx={{ width: 20, flexShrink: 0 }} />
      )}
      <Icon
        fontSize="small"
        color={node.kind === 'point' ? 'primary' : 'action'}
        titleAccess={node.kind === 'point' ? translate('objects.tree.accessPoint') : undefined}
        aria-hidden={node.kind !== 'point'}
      />
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: node.kind === 'object' ? 700 : 400 }}
      >
        <Highlighted text={node.name} search={search} />
      </Box>
      {hasPointsMarker && (
        <Box
          component="span"
          role="img"
          aria-label={translate('objects.tree.hasPoints')}
          title={translate('objects.tree.hasPoints')}
          data-testid="points-marker"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
    </Box>
  );
};

/** The name with the searched text marked. */
const Highlighted = ({ text, search }: { text: string; search: string }) => {
  const at = search ? text.toLocaleLowerCase().indexOf(search.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}>
        {text.slice(at, at + search.length)}
      </Box>
      {text.slice(at + search.length)}
    </>
  );
};
