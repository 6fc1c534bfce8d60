import Apartment from '@mui/icons-material/Apartment';
import Fence from '@mui/icons-material/Fence';
import SensorDoorOutlined from '@mui/icons-material/SensorDoorOutlined';
import { memo } from 'react';
import type { AccessNode } from './treeModel';

export const TREE_ROW_HEIGHT = 34;
const INDENT = 20;

export interface AccessTreeRowProps {
  node: AccessNode;
  level: number;
  folder: boolean;
  expanded: boolean;
  /** Where the virtualized row sits in the scrolled list, in pixels. */
  top: number;
  active: boolean;
  /** The row Tab lands on (roving tabindex): the focused row, else the active one, else the first. */
  tabStop: boolean;
  /** With points hidden: this perimeter has points below it. */
  hasPointsMarker: boolean;
  /** The search text to highlight in the name, when the name matches. */
  search: string;
  /** Translated labels, passed in so that a row needs no context of its own. */
  accessPointLabel: string;
  hasPointsLabel: string;
}

const KIND_ICONS = { object: Apartment, perimeter: Fence, point: SensorDoorOutlined };

/**
 * One row of the access tree: fold button, kind icon, name (objects bold), markers. Plain elements styled
 * by the list's classes (treeRowStyles), memoised on its props: a change re-renders only the rows it
 * touches. Clicks and keys are handled once by the list, which finds the row by its data-id.
 */
export const AccessTreeRow = memo(function AccessTreeRow({
  node,
  level,
  folder,
  expanded,
  top,
  active,
  tabStop,
  hasPointsMarker,
  search,
  accessPointLabel,
  hasPointsLabel,
}: AccessTreeRowProps) {
  const Icon = KIND_ICONS[node.kind];
  const isPoint = node.kind === 'point';
  return (
    <div
      role="treeitem"
      aria-label={node.name}
      aria-level={level + 1}
      aria-expanded={folder ? expanded : undefined}
      aria-selected={active}
      tabIndex={tabStop ? 0 : -1}
      data-id={node.id}
      data-kind={node.kind}
      className="tree-row"
      style={{ transform: `translateY(${top}px)`, paddingLeft: 4 + level * INDENT }}
    >
      {folder ? (
        <span aria-hidden data-testid="fold-toggle" className="tree-fold">
          <svg viewBox="0 0 24 24" className={expanded ? 'tree-chevron tree-chevron-open' : 'tree-chevron'}>
            <path d={CHEVRON_PATH} />
          </svg>
        </span>
      ) : (
        <span className="tree-fold-space" />
      )}
      <Icon
        fontSize="small"
        color={isPoint ? 'primary' : 'action'}
        titleAccess={isPoint ? accessPointLabel : undefined}
        aria-hidden={!isPoint}
      />
      <span className="tree-name" style={{ fontWeight: node.kind === 'object' ? 700 : 400 }}>
        <Highlighted text={node.name} search={search} />
      </span>
      {hasPointsMarker && (
        <span role="img" aria-label={hasPointsLabel} title={hasPointsLabel} data-testid="points-marker" className="tree-dot" />
      )}
    </div>
  );
});

// The fold chevron as a plain SVG (the path of the ChevronRight icon): cheaper than an icon component.
const CHEVRON_PATH = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/** The name with the searched text marked. */
const Highlighted = ({ text, search }: { text: string; search: string }) => {
  const at = search ? text.toLocaleLowerCase().indexOf(search.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + search.length)}</mark>
      {text.slice(at + search.length)}
    </>
  );
};

/** The rows' look, set once on the scrolled list rather than on each row. */
export const treeRowStyles = {
  '& .tree-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: TREE_ROW_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: 0.75,
    pr: 1,
    cursor: 'pointer',
    borderRadius: 1,
    userSelect: 'none',
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
    '&:hover': { bgcolor: 'action.hover' },
    '&[aria-selected="true"]': { bgcolor: 'action.selected' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& .tree-fold': {
    display: 'inline-flex',
    color: 'text.secondary',
    borderRadius: 1,
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .tree-chevron': {
    width: 20,
    height: 20,
    fill: 'currentColor',
    transition: 'transform 0.15s',
  },
  '& .tree-chevron-open': { transform: 'rotate(90deg)' },
  '& .tree-fold-space': { width: 20, flexShrink: 0 },
  '& .tree-name': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .tree-name mark': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 },
  '& .tree-dot': { width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 },
} as const;
