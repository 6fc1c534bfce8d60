import { ALL_ZERO_ID } from '../../contract/fields';
import type { AccessNode } from './tree/treeModel';

export interface NodeChoice {
  id: string;
  name: string;
}

const PATH_SEPARATOR = ' / ';

/** A perimeter's name after those of the perimeters above it: 'Корпус 1 / Подъезд 2'. */
const pathOf = (byId: ReadonlyMap<string, AccessNode>, node: AccessNode, withObject: boolean) => {
  const names = [node.name];
  for (
    let up = node.parentId ? byId.get(node.parentId) : undefined;
    up;
    up = up.parentId ? byId.get(up.parentId) : undefined
  ) {
    if (up.kind === 'object' && !withObject) break;
    names.unshift(up.name);
  }
  return names.join(PATH_SEPARATOR);
};

const isWithin = (byId: ReadonlyMap<string, AccessNode>, node: AccessNode, ancestorId: string) => {
  for (let up: AccessNode | undefined = node; up; up = up.parentId ? byId.get(up.parentId) : undefined) {
    if (up.id === ancestorId) return true;
  }
  return false;
};

export const objectChoices = (nodes: readonly AccessNode[]): NodeChoice[] =>
  nodes.filter((node) => node.kind === 'object').map(({ id, name }) => ({ id, name }));

/**
 * The perimeters to choose from, each named by its path: those of one object (or, without one, all,
 * with the object's name first), leaving out `excludeId` and everything below it (a perimeter cannot
 * go under itself).
 */
export const perimeterChoices = (
  nodes: readonly AccessNode[],
  { accessObjectId, excludeId }: { accessObjectId?: string; excludeId?: string } = {},
): NodeChoice[] => {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return nodes
    .filter(
      (node) =>
        node.kind === 'perimeter' &&
        (!accessObjectId || node.accessObjectId === accessObjectId) &&
        !(excludeId && isWithin(byId, node, excludeId)),
    )
    .map((node) => ({ id: node.id, name: pathOf(byId, node, !accessObjectId) }))
    .sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * Where a new perimeter goes, from the create page's `parentId` and `accessObjectId` query parameters
 *: under a perimeter, or directly under the object (the all-zero parent).
 */
export const perimeterPlacement = (
  nodes: readonly AccessNode[],
  parentId?: string | null,
  accessObjectId?: string | null,
) => {
  const parent = parentId ? nodes.find((node) => node.id === parentId) : undefined;
  if (parent?.kind === 'perimeter') return { accessObjectId: parent.accessObjectId, parentId: parent.id };
  return { accessObjectId: parent?.accessObjectId ?? accessObjectId ?? '', parentId: ALL_ZERO_ID };
};
