import type { Theme } from '@mui/material/styles';
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

// The icons as plain SVG paths (those of the Apartment, Fence, SensorDoorOutlined and ChevronRight icons):
// a row draws no icon component, so a screenful of rows costs few renders and no styles of their own.
const KIND_PATHS = {
  object:
    'M17 11V3H7v4H3v14h8v-4h2v4h8V11zM7 19H5v-2h2zm0-4H5v-2h2zm0-4H5V9h2zm4 4H9v-2h2zm0-4H9V9h2zm0-4H9V5h2zm4 8h-2v-2h2zm0-4h-2V9h2zm0-4h-2V5h2zm4 12h-2v-2h2zm0-4h-2v-2h2z',
  perimeter:
    'M21 12v-2h-2V7l-3-3-2 2-2-2-2 2-2-2-3 3v3H3v2h2v2H3v2h2v4h14v-4h2v-2h-2v-2zm-5-5.17 1 1V10h-2V7.83l.41-.41zm-4 0 .59.59.41.41V10h-2V7.83l.41-.41zM11 14v-2h2v2zm2 2v2h-2v-2zM7 7.83l1-1 .59.59.41.41V10H7zM7 12h2v2H7zm0 4h2v2H7zm10 2h-2v-2h2zm0-4h-2v-2h2z',
  point:
    'M18 4v16H6V4zm0-2H6c-1.1 0-2 .9-2 2v18h16V4c0-1.1-.9-2-2-2m-2.5 8.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5S17 12.83 17 12s-.67-1.5-1.5-1.5',
};
const CHEVRON_PATH = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

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
      {isPoint ? (
        <svg viewBox="0 0 24 24" className="tree-icon tree-icon-point" role="img" aria-label={accessPointLabel}>
          <title>{accessPointLabel}</title>
          <path d={KIND_PATHS.point} />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="tree-icon" aria-hidden>
          <path d={KIND_PATHS[node.kind]} />
        </svg>
      )}
      <span className="tree-name" style={{ fontWeight: node.kind === 'object' ? 700 : 400 }}>
        <Highlighted text={node.name} search={search} />
      </span>
      {hasPointsMarker && (
        <span
          role="img"
          aria-label={hasPointsLabel}
          title={hasPointsLabel}
          data-testid="points-marker"
          className="tree-dot"
        />
      )}
    </div>
  );
});

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
  '& .tree-icon': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor', color: 'action.active' },
  '& .tree-icon-point': { color: 'primary.main' },
  '& .tree-name': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .tree-name mark': {
    bgcolor: 'warning.light',
    color: (theme: Theme) => theme.palette.getContrastText(theme.palette.warning.light),
    borderRadius: 0.5,
  },
  '& .tree-dot': { width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 },
} as const;
