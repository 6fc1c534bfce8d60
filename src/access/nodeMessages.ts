import type { ResourceName } from '../dataProvider/resourceNames';
import type { AccessNodeKind } from './tree/treeModel';

/** Each kind's resource (the dataProvider's name for it) and toasts. */
export const NODE_RESOURCES: Record<AccessNodeKind, ResourceName> = {
  object: 'access_objects',
  perimeter: 'access_perimeters',
  point: 'access_points',
};

export const SAVED_MESSAGES: Record<AccessNodeKind, string> = {
  object: 'objects.notifications.saved',
  perimeter: 'objects.perimeters.notifications.saved',
  point: 'points.notifications.saved',
};

export const DELETED_MESSAGES: Record<AccessNodeKind, string> = {
  object: 'objects.notifications.deleted',
  perimeter: 'objects.perimeters.notifications.deleted',
  point: 'points.notifications.deleted',
};

export const DELETE_QUESTIONS: Record<AccessNodeKind, string> = {
  object: 'objects.confirm.delete',
  perimeter: 'objects.perimeters.confirm.delete',
  point: 'points.confirm.delete',
};
