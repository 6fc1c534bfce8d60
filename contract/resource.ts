import type { z } from 'zod';
import type { ActionContract, ConsoleArea } from './protocol';

/**
 * An entity's declaration: its Actions (the contract) and the react-admin resources they serve in each
 * area. The binding of a resource to its Actions is checked against the contract here, so a wrong Action
 * name, id parameter, result shape or area fails the type check rather than a user.
 */
export type Contracts = Record<string, ActionContract>;

type InputOf<Contract> = Contract extends ActionContract<infer Input, z.ZodType> ? z.input<Input> : never;
type OutputOf<Contract> = Contract extends ActionContract<z.ZodType, infer Output> ? z.output<Output> : never;

/** A record as react-admin keeps it: anything with a string id. */
type Row = { id: string };
/** A page of a list Action. */
type Page = { items: Row[]; total: number };
/** A result with nothing in it (a delete). */
type Nothing = Record<string, never>;

/** The names of the Actions whose result has the given shape. */
type ActionsReturning<A extends Contracts, Shape> = {
  [Name in keyof A & string]: OutputOf<A[Name]> extends Shape ? Name : never;
}[keyof A & string];

/** The parameters of an Action that name a record: a text parameter called `Id` or `<Something>Id`. */
type IdParams<Contract> = {
  [Param in keyof InputOf<Contract> & `${string}Id`]-?: NonNullable<InputOf<Contract>[Param]> extends string
    ? Param
    : never;
}[keyof InputOf<Contract> & `${string}Id`];

/** The record an Action answers with: a page's item, or the record itself. */
type RecordOf<Contract> = OutputOf<Contract> extends Page ? OutputOf<Contract>['items'][number] : OutputOf<Contract>;

/**
 * The id parameters of the Action `Name` that can name its own record: `Id`, one named after the Action's
 * entity (`SipDeviceId` of GetSipDevice, which the record also carries), or one the record does not carry
 * as a field of its own; `CompanyId` of GetCameras names a camera's company, not the camera. A result with
 * no fields (a delete) says nothing about its record: every id parameter of such an Action may be its own.
 */
type OwnIdParams<Name extends string, Contract> =
  RecordOf<Contract> extends Nothing
    ? IdParams<Contract>
    : {
        [Param in IdParams<Contract>]: Param extends 'Id'
          ? Param
          : Param extends `${infer Entity}Id`
            ? Name extends `${string}${Entity}${string}`
              ? Param
              : Uncapitalize<Param> extends keyof RecordOf<Contract>
                ? never
                : Param
            : never;
      }[IdParams<Contract>];

/** An Action that takes one record's id, with the parameter that carries it. */
type ByIdAction<A extends Contracts, Names extends keyof A & string> = {
  [Name in Names]: { action: Name; idParam: OwnIdParams<Name, A[Name]> };
}[Names];

/** The names of the Actions that answer exactly `{ id }`: a create, not a record or an empty answer that has an id. */
type ActionsCreating<A extends Contracts> = {
  [Name in keyof A & string]: [OutputOf<A[Name]>] extends [{ id: string }]
    ? [keyof OutputOf<A[Name]>] extends ['id']
      ? Name
      : never
    : never;
}[keyof A & string];

/** The parameter names of the resource's create and update Actions, for fields sent under another name. */
type WriteParams<A extends Contracts> = { [Name in keyof A & string]: keyof InputOf<A[Name]> & string }[keyof A &
  string];

/** Which of the entity's Actions serve each react-admin operation of one resource. */
export interface ResourceBinding<A extends Contracts> {
  /** Lists a page: `{ items, total }`, with Search, Sort, Order, Offset and Limit. */
  list?: ActionsReturning<A, Page>;
  /** Reads one record: a list filtered by the id parameter (its first item), or an Action returning the record. */
  one?: ByIdAction<A, ActionsReturning<A, Page | Row>>;
  /** Creates a record and returns `{ id }`. */
  create?: ActionsCreating<A>;
  /** Changes a record: only the changed fields are sent; returns the stored record, or nothing. */
  update?: ByIdAction<A, ActionsReturning<A, Row | Nothing>>;
  delete?: ByIdAction<A, ActionsReturning<A, Nothing>>;
  /** Form fields sent under another parameter name than their PascalCase (cameras: link as CameraIp). */
  paramNames?: Readonly<Record<string, WriteParams<A>>>;
  /** Form fields the server takes but never returns (a password): left out of the records kept after a save. */
  writeOnly?: readonly string[];
}

/** A resource's binding as the dataProvider reads it, whatever its entity. */
export interface AnyResourceBinding {
  list?: string;
  one?: { action: string; idParam: string };
  create?: string;
  update?: { action: string; idParam: string };
  delete?: { action: string; idParam: string };
  paramNames?: Readonly<Record<string, string>>;
  writeOnly?: readonly string[];
}

/** The Actions a session of the area may call: the area's own, those both areas share, and those of any session. */
type ActionsOfArea<A extends Contracts, Where extends ConsoleArea> = {
  [Name in keyof A as A[Name]['area'] extends Where | 'console' | 'session' ? Name : never]: A[Name];
};

/** An entity's resources in each area that has any: a resource's name may serve either area differently. */
export type EntityResources<A extends Contracts> = {
  [Where in ConsoleArea]?: Record<string, ResourceBinding<ActionsOfArea<A, Where>>>;
};

export type AreaResources = Record<string, AnyResourceBinding>;

export interface Entity<
  A extends Contracts = Contracts,
  R extends Partial<Record<ConsoleArea, AreaResources>> = Partial<Record<ConsoleArea, AreaResources>>,
> {
  actions: A;
  resources: R;
}

/** Declares an entity: its Actions, and each resource's binding to them, checked against those Actions. */
export const defineEntity = <A extends Contracts, const R extends EntityResources<A> = Record<never, never>>(
  actions: A,
  resources: R = {} as R,
): Entity<A, R> => ({ actions, resources });

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void
  ? I
  : never;

/** The Actions of every entity, as one contract. */
export type ActionsOf<E extends readonly Entity[]> = UnionToIntersection<E[number]['actions']>;
/** The resources of every entity in one area, by name. */
type AreaResourcesOf<E extends readonly Entity[], Where extends ConsoleArea> = UnionToIntersection<
  E[number]['resources'] extends infer R ? (R extends { [K in Where]: infer Bindings } ? Bindings : never) : never
>;
export type ResourcesOf<E extends readonly Entity[]> = { [Where in ConsoleArea]: AreaResourcesOf<E, Where> };

/** Merges the entities' declarations by name; a name declared twice is a mistake, found at start-up. */
const mergeByName = (parts: Record<string, unknown>[], kind: string) => {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(merged, name)) throw new Error(`The ${kind} "${name}" is declared twice`);
      merged[name] = value;
    }
  }
  return merged;
};

const areaResources = (entities: readonly Entity[], where: ConsoleArea) =>
  mergeByName(
    entities.map((entity) => entity.resources[where] ?? {}),
    `${where} resource`,
  );

export const mergeEntities = <const E extends readonly Entity[]>(entities: E) => ({
  actions: mergeByName(
    entities.map((entity) => entity.actions),
    'Action',
  ) as ActionsOf<E>,
  resources: {
    company: areaResources(entities, 'company'),
    platform: areaResources(entities, 'platform'),
  } as ResourcesOf<E>,
});
