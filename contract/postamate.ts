import { z } from 'zod';
import {
  CAMERA_LINK_MAX_LENGTH,
  cameraLinkProblem,
  cameraOfflineReasons,
  cameraStatusResult,
  cameraStatuses,
} from './camera';
import { deviceState, deviceStatuses } from './device';
import { id, integer, requiredId, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * A postamate (Postamate), a parcel locker: its postamat ID and public ID, its company,
 * whether it is online (seen lately, device.ts), the RTSP address of its remote camera (checked as
 * cameras are) and its cells. The cells are saved with the postamate, as one grid. The platform registers
 * and edits postamates (Set A); a company sees its own and changes its cells' states (Set B, a route
 * without a menu entry): the list and the camera check are `console` Actions, the area deciding the scope.
 */

export const cellSizes = ['S', 'M', 'L', 'XL'] as const;
export type CellSize = (typeof cellSizes)[number];
export const cellStates = ['free', 'occupied', 'outOfOrder', 'opened'] as const;
export type CellState = (typeof cellStates)[number];

/** A postamate has at most this many cells, numbered from 1 to CELL_NUMBER_MAX. */
export const MAX_CELLS = 200;
export const CELL_NUMBER_MAX = 9999;

export const postamateMessages = {
  rtspOnly: 'postamates.validation.rtspOnly',
  idTaken: 'postamates.errors.idTaken',
  publicIdTaken: 'postamates.errors.publicIdTaken',
  unknownCompany: 'postamates.errors.unknownCompany',
  noCamera: 'postamates.errors.noCamera',
  noSuchCell: 'postamates.errors.noSuchCell',
} as const;

/**
 * The remote camera's address: an RTSP link under the cameras' own rules (no credentials in it, a host,
 * at most CAMERA_LINK_MAX_LENGTH); empty is none.
 */
const rtspAddress = () =>
  text({ trim: true })
    .max(CAMERA_LINK_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: CAMERA_LINK_MAX_LENGTH }) })
    .superRefine((link, ctx) => {
      if (link === '') return;
      const problem = cameraLinkProblem(link) ?? (/^rtsp:\/\//i.test(link) ? undefined : postamateMessages.rtspOnly);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullish()
    .transform((value) => (value ? value : null));

export const postamateCell = z.object({
  number: integer({ min: 1, max: CELL_NUMBER_MAX }),
  size: z.enum(cellSizes, { error: validation.required }),
  state: z.enum(cellStates, { error: validation.required }),
});
export type PostamateCell = z.output<typeof postamateCell>;

/** Each cell number once: the clashing ones are named. */
const uniqueNumbers = (cells: { number: number }[], ctx: z.RefinementCtx) => {
  cells.forEach((cell, index) => {
    if (cells.findIndex((other) => other.number === cell.number) !== index) {
      ctx.addIssue({ code: 'custom', path: [index, 'number'], message: validation.unique });
    }
  });
};

/** The grid of cells: at most MAX_CELLS, each number once. */
export const postamateCells = z
  .array(postamateCell)
  .max(MAX_CELLS, { error: withArgs(validation.maxLength, { max: MAX_CELLS }) })
  .superRefine(uniqueNumbers);

export const postamateFields = {
  postamatId: requiredText({ max: 64 }),
  publicId: requiredText({ max: 64 }),
  companyId: requiredId(),
  remoteCameraRtspAddress: rtspAddress(),
  cells: postamateCells,
};
export const postamateForm = z.object(postamateFields);
export type PostamateForm = z.input<typeof postamateForm>;

export const postamateDefaults = {
  postamatId: '',
  publicId: '',
  companyId: '',
  remoteCameraRtspAddress: null,
  cells: [],
} satisfies PostamateForm;

export const postamateRecord = z.object({
  id: z.string(),
  postamatId: z.string(),
  publicId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  remoteCameraRtspAddress: z.string().nullable(),
  /** The camera's last status check, as for cameras: null until checked (and after the address changed). */
  cameraStatus: z.enum(cameraStatuses).nullable(),
  cameraOfflineReason: z.enum(cameraOfflineReasons).nullable(),
  cameraChecked: z.string().nullable(),
  cells: z.array(z.object({ number: z.number(), size: z.enum(cellSizes), state: z.enum(cellStates) })),
  ...deviceState,
  created: z.string(),
});
export type PostamateRecord = z.infer<typeof postamateRecord>;

/** What a company changes of its postamate: the states of the cells it has (their numbers and sizes stay). */
export const cellStatesForm = z.object({
  cells: z.array(
    z.object({
      number: z.number(),
      size: z.enum(cellSizes),
      state: z.enum(cellStates, { error: validation.required }),
    }),
  ),
});

export const postamateSortFields = ['postamatId', 'publicId', 'companyName', 'lastSeen', 'created'] as const;

const postamateParams = z.object(toParams(postamateFields));

export const postamateActions = {
  GetPostamates: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      'Lists the postamates (a company session: its own company’s only, whatever `CompanyId` says) with their cells, company, online state (seen within the last DEVICE_ONLINE_MINUTES) and camera status: search in postamat ID and public ID; filter by `CompanyId` and `Status`; sort, paged; `PostamateId` fetches one.',
    input: listInput.extend({
      PostamateId: id().optional(),
      CompanyId: id().optional(),
      Status: z.enum(deviceStatuses).optional(),
    }),
    output: listOutput(postamateRecord),
  }),
  RegisterPostamate: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Registers a postamate with its cells, in one transaction: PostamatId and PublicId each unique (else 409 on it), CompanyId required. A RemoteCameraRtspAddress naming an IP address the server may not connect to (CAMERA_CHECK_DENY_NETWORKS) is refused.',
    input: postamateParams.partial({ RemoteCameraRtspAddress: true, Cells: true }),
    output: createdOutput,
  }),
  EditPostamate: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Changes the given fields of a postamate and returns the stored record; `Cells`, when given, is the whole grid (cells left out are removed), saved in the same transaction. A new camera address clears its status.',
    input: postamateParams.partial().extend({ PostamateId: id() }),
    output: postamateRecord,
  }),
  DeletePostamate: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a postamate and its cells.',
    input: z.object({ PostamateId: id() }),
    output: emptyOutput,
  }),
  CheckPostamateCamera: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'devices.view',
    summary:
      "Checks the postamate's (a company session: one of its own company's, else 404) remote camera as CheckCameraStatus checks a camera (same address policy, deadline and per-company limit, counted for the postamate's company), records and returns the result; 409 when it has no camera address.",
    input: z.object({ PostamateId: id() }),
    output: cameraStatusResult,
  }),
  SetPostamateCellStates: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'devices.manage',
    summary:
      "Sets the states of the given cells of a postamate (a company session: one of its own company's, else 404), by number; the other cells, and every cell's size, stay. A number the postamate has no cell with is refused (400 on Cells). Returns the stored record.",
    input: z.object({
      PostamateId: id(),
      Cells: z
        .array(postamateCell.pick({ number: true, state: true }))
        .min(1, { error: validation.required })
        .max(MAX_CELLS, { error: withArgs(validation.maxLength, { max: MAX_CELLS }) })
        .superRefine(uniqueNumbers),
    }),
    output: postamateRecord,
  }),
};

/** Postamates: the platform's (Set A: /postamates) and a company's own (Set B: /postamates, cells' states only). */
export const postamateEntity = defineEntity(postamateActions, {
  company: {
    postamates: {
      list: 'GetPostamates',
      one: { action: 'GetPostamates', idParam: 'PostamateId' },
      update: { action: 'SetPostamateCellStates', idParam: 'PostamateId' },
    },
  },
  platform: {
    postamates: {
      list: 'GetPostamates',
      one: { action: 'GetPostamates', idParam: 'PostamateId' },
      create: 'RegisterPostamate',
      update: { action: 'EditPostamate', idParam: 'PostamateId' },
      delete: { action: 'DeletePostamate', idParam: 'PostamateId' },
    },
  },
});
