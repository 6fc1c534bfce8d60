/** Objects: access objects (residential complexes), their perimeters, and the access tree of the access section. */
const objects = {
  name: 'Access object |||| Access objects',
  menu: 'Access points',
  title: 'Access objects and points',
  create: 'New access object',
  edit: 'Edit access object',
  fields: {
    id: 'ID',
    displayName: 'Name',
    description: 'Description',
    categories: 'Categories',
    image: 'Image',
    userDisplayName: 'User display name',
    additionalInfo: 'Additional info',
    heading: 'Heading',
    comment: 'Comment',
  },
  notifications: {
    saved: 'Access object saved',
    deleted: 'Access object deleted',
  },
  confirm: {
    delete: 'Delete this access object?',
  },
  perimeters: {
    name: 'Perimeter |||| Perimeters',
    create: 'New perimeter',
    edit: 'Edit perimeter',
    fields: {
      id: 'ID',
      displayName: 'Name',
      accessObjectId: 'Access object',
      parentId: 'Parent perimeter',
      description: 'Description',
      restrictPassPermanentKeys: 'Restrict passage with permanent keys',
      restrictPassTemporaryKeys: 'Restrict passage with temporary keys',
    },
    rootParent: 'Directly under the object',
    notifications: {
      saved: 'Perimeter saved',
      deleted: 'Perimeter deleted',
    },
    confirm: {
      delete: 'Delete this perimeter?',
    },
  },
  tree: {
    addObject: 'Add object',
    addPerimeter: 'Add perimeter',
    addAccessPoint: 'Add access point',
    foldAll: 'Fold all',
    unfoldAll: 'Unfold all',
    showPoints: 'Show points',
    hidePoints: 'Hide points',
    search: 'Search in the tree',
    empty: 'No access objects yet',
    noMatches: 'Nothing in the tree matches your search',
    hasPoints: 'Contains access points',
    accessPoint: 'Access point',
    selectNode: 'Select an object, perimeter or access point in the tree',
  },
};
export default objects;
