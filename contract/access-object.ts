import { z } from 'zod';
import { id, nullableText, requiredText } from './fields';
import { createdOutput, defineAction, emptyOutput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { createParams, editParams, textList, treeListInput } from './access-common';

/** Access object (residential complex). */
export const accessObjectFields = {
  displayName: requiredText(),
  description: nullableText({ max: 2000, multiline: true }),
  categories: textList(),
  /** An image's address (URL). */
  image: nullableText({ max: 2000 }),
  userDisplayName: nullableText(),
  additionalInfo: nullableText({ max: 2000, multiline: true }),
  heading: nullableText(),
  comment: nullableText({ max: 2000, multiline: true }),
};
export const accessObjectForm = z.object(accessObjectFields);
export type AccessObjectForm = z.input<typeof accessObjectForm>;
export const accessObjectDefaults = {
  displayName: '',
  description: null,
  categories: [],
  image: null,
  userDisplayName: null,
  additionalInfo: null,
  heading: null,
  comment: null,
} satisfies AccessObjectForm;

export const accessObjectRecord = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  image: z.string().nullable(),
  userDisplayName: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  heading: z.string().nullable(),
  comment: z.string().nullable(),
  created: z.string(),
});
export type AccessObjectRecord = z.infer<typeof accessObjectRecord>;
export const accessObjectSortFields = ['displayName', 'created'] as const;

const accessObjectParams = z.object(toParams(accessObjectFields));

export const accessObjectActions = {
  GetAccessObjects: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "Lists the company's access objects (the tree's roots): search in the name, sort by displayName or created; all of them unless `Limit` is given.",
    input: treeListInput,
    output: listOutput(accessObjectRecord),
  }),
  GetAccessObject: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary: 'One access object of the company. 404 when it is not the company’s.',
    input: z.object({ AccessObjectId: id() }),
    output: accessObjectRecord,
  }),
  CreateAccessObject: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'property.manage',
    summary: 'Adds an access object (a residential complex) to the company.',
    input: createParams(accessObjectParams, 'DisplayName'),
    output: createdOutput,
  }),
  EditAccessObject: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary: 'Changes the given fields of an access object and returns the stored record.',
    input: editParams(accessObjectParams),
    output: accessObjectRecord,
  }),
  DeleteAccessObject: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary: 'Deletes an access object. 409 while it still has perimeters.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),
};

/** Access objects: read, created, edited and deleted from the access section's tree. */
export const accessObjectEntity = defineEntity(accessObjectActions, {
  company: {
    access_objects: {
      one: { action: 'GetAccessObject', idParam: 'AccessObjectId' },
      create: 'CreateAccessObject',
      update: { action: 'EditAccessObject', idParam: 'Id' },
      delete: { action: 'DeleteAccessObject', idParam: 'Id' },
    },
  },
});
