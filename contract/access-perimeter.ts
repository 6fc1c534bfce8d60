import { z } from 'zod';
import { ALL_ZERO_ID, flag, id, nullableText, requiredId, requiredText } from './fields';
import { createdOutput, defineAction, emptyOutput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { createParams, editParams, treeListInput } from './access-common';

/** Perimeter. `parentId` is ALL_ZERO_ID for a perimeter directly under its object. */
export const perimeterFields = {
  displayName: requiredText(),
  accessObjectId: requiredId(),
  parentId: requiredId(),
  description: nullableText({ max: 2000, multiline: true }),
  restrictPassPermanentKeys: flag(),
  restrictPassTemporaryKeys: flag(),
};
export const perimeterForm = z.object(perimeterFields);
export type PerimeterForm = z.input<typeof perimeterForm>;
/** The create form's values; the page sets `accessObjectId` and `parentId` from its query parameters. */
export const perimeterDefaults = {
  displayName: '',
  accessObjectId: '',
  parentId: ALL_ZERO_ID,
  description: null,
  restrictPassPermanentKeys: false,
  restrictPassTemporaryKeys: false,
} satisfies PerimeterForm;

export const perimeterRecord = z.object({
  id: z.string(),
  displayName: z.string(),
  accessObjectId: z.string(),
  /** ALL_ZERO_ID when directly under the object. */
  parentId: z.string(),
  description: z.string().nullable(),
  restrictPassPermanentKeys: z.boolean(),
  restrictPassTemporaryKeys: z.boolean(),
  created: z.string(),
});
export type PerimeterRecord = z.infer<typeof perimeterRecord>;
export const perimeterSortFields = ['displayName', 'created'] as const;

const perimeterParams = z.object(toParams(perimeterFields));

export const perimeterActions = {
  GetAccessPerimeters: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "Lists the perimeters of one of the company's access objects, all levels (the console fetches them per object and builds the tree from `parentId`); all of them unless `Limit` is given. 404 for another company's object.",
    input: treeListInput.extend({ AccessObjectId: id() }),
    output: listOutput(perimeterRecord),
  }),
  GetAccessPerimeter: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary: 'One perimeter of the company. 404 when it is not the company’s.',
    input: z.object({ AccessPerimeterId: id() }),
    output: perimeterRecord,
  }),
  CreateAccessPerimeter: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'property.manage',
    summary:
      'Adds a perimeter to an access object, under `ParentId` (a perimeter of the same object, or the all-zero identifier for directly under the object).',
    input: createParams(perimeterParams, 'DisplayName', 'AccessObjectId', 'ParentId'),
    output: createdOutput,
  }),
  EditAccessPerimeter: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary:
      'Changes the given fields of a perimeter and returns the stored record. Moving it to another object takes its child perimeters along; it cannot go under itself or its descendants.',
    input: editParams(perimeterParams),
    output: perimeterRecord,
  }),
  DeleteAccessPerimeter: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary: 'Deletes a perimeter. 409 while it still has child perimeters or access points.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),
};

/** Perimeters: read, created, edited and deleted from the access section's tree. */
export const perimeterEntity = defineEntity(perimeterActions, {
  company: {
    access_perimeters: {
      one: { action: 'GetAccessPerimeter', idParam: 'AccessPerimeterId' },
      create: 'CreateAccessPerimeter',
      update: { action: 'EditAccessPerimeter', idParam: 'Id' },
      delete: { action: 'DeleteAccessPerimeter', idParam: 'Id' },
    },
  },
});
