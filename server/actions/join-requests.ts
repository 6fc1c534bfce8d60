import { and, asc, count, eq, sql } from 'drizzle-orm';
import { abonentActions } from '../../contract/abonent';
import { type JoinRequestRecord, joinMessages, type joinRequestActions } from '../../contract/join-request';
import type { joinRequestSortFields } from '../../contract/join-request';
import { errors } from '../../contract/messages';
import { auditContextOf, inAuditedTransaction } from '../audit/transaction';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/open';
import { addresses, companies, joinRequests, users } from '../db/schema';
import { throttleJoinAddress } from '../guest/throttle';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';
import { abonentHandlers } from './abonents';

/**
 * Join requests: the public join page's two Actions (the form, the request), the administrators' list and
 * decisions, and the company's registration code (issued, replaced, withdrawn).
 */

/** At most this many of a company's addresses are offered on the public page, by their value. */
export const JOIN_FORM_ADDRESSES = 1_000;

const deciderName = sql<
  string | null
>`(select ${users.displayName} from ${users} where ${users.id} = ${joinRequests.decidedBy})`;

const recordColumns = {
  id: joinRequests.id,
  name: joinRequests.name,
  phoneNumber: joinRequests.phoneNumber,
  apartment: joinRequests.apartment,
  addressId: joinRequests.addressId,
  address: addresses.value,
  status: joinRequests.status,
  decidedAt: joinRequests.decidedAt,
  decidedBy: deciderName,
  abonentId: joinRequests.abonentId,
  userId: joinRequests.userId,
  createdAt: joinRequests.createdAt,
};

/** Pending requests first (newest first among them with DESC), then the decided ones by when they came. */
const pendingFirst = sql`case when ${joinRequests.status} = 'pending' then ${joinRequests.createdAt} + interval '1000 years' else ${joinRequests.createdAt} end`;

const requestList: ListSpec<(typeof joinRequestSortFields)[number]> = {
  sortable: { pendingFirst, created: joinRequests.createdAt, name: joinRequests.name },
  defaultSort: 'pendingFirst',
  defaultOrder: 'DESC',
  searchable: [joinRequests.name, joinRequests.apartment],
  phone: joinRequests.phoneNumber,
  tieBreaker: joinRequests.id,
};

const selectRequests = (db: Database) =>
  db.select(recordColumns).from(joinRequests).leftJoin(addresses, eq(addresses.id, joinRequests.addressId)).$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const toRecord = ({ decidedAt, createdAt, userId, ...row }: Row): JoinRequestRecord => ({
  ...row,
  decidedAt: decidedAt?.toISOString() ?? null,
  userCreated: userId !== null,
  created: createdAt.toISOString(),
});

async function readRequest(db: Database, companyId: string, requestId: string): Promise<JoinRequestRecord> {
  const [row] = await selectRequests(db).where(
    and(eq(joinRequests.id, requestId), eq(joinRequests.companyId, companyId)),
  );
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/**
 * The company's pending request, locked until the Action's transaction ends: of two decisions arriving
 * together, the second finds it decided. 404 when not the company's, 409 when decided already.
 */
async function pendingRequest(db: Database, companyId: string, requestId: string) {
  const [request] = await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.id, requestId), eq(joinRequests.companyId, companyId)))
    .for('update');
  if (!request) throw new ApiError(404, errors.notFound);
  if (request.status !== 'pending') throw new ApiError(409, joinMessages.decided);
  return request;
}

/** The company whose registration code this is, after the address's limit; 404 for a code nobody has. */
async function companyOfCode(db: Database, code: string, ip: string) {
  await throttleJoinAddress(db, ip);
  const [company] = await db
    .select({ id: companies.id, name: companies.name, createUsers: companies.createUsersOnRegistration })
    .from(companies)
    .where(eq(companies.registrationCodeHash, hashToken(code)));
  if (!company) throw new ApiError(404, joinMessages.unknownCode);
  return company;
}

/**
 * The user of an approved request's phone, made when there is none: a platform account with the name and
 * phone and no usable password (a random one nobody is told; the platform gives the resident one). The
 * phone's unique index settles two approvals racing for one phone. Undefined: the phone had a user.
 */
async function newUserFor(db: Database, name: string, phoneNumber: string): Promise<string | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  if (existing) return undefined;
  const [created] = await db
    .insert(users)
    .values({ displayName: name, phoneNumber, passwordHash: await hashPassword(newToken()) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id;
}

const decided = (ctx: ActionContext) => ({ decidedAt: sql`now()`, decidedBy: sessionOf(ctx).userId });

export const joinRequestHandlers = {
  async GetJoinForm({ Code }, ctx) {
    const company = await companyOfCode(ctx.db, Code, ctx.ip);
    const labels = await ctx.db
      .select({ id: addresses.id, label: addresses.value })
      .from(addresses)
      .where(eq(addresses.companyId, company.id))
      .orderBy(asc(addresses.value), asc(addresses.id))
      .limit(JOIN_FORM_ADDRESSES);
    return { company: company.name, addresses: labels };
  },

  async SubmitJoinRequest({ Code, Name, PhoneNumber, Apartment, AddressId }, ctx) {
    const company = await companyOfCode(ctx.db, Code, ctx.ip);
    const [address] = await ctx.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, AddressId), eq(addresses.companyId, company.id)));
    if (!address) throw new ApiError(400, errors.invalidParams, { AddressId: joinMessages.addressNotFound });
    // On the trail as the resident's own write: no user, the Action and the address it came from.
    await inAuditedTransaction(ctx.db, auditContextOf('SubmitJoinRequest', null, ctx.ip), (tx) =>
      tx.insert(joinRequests).values({
        companyId: company.id,
        name: Name,
        phoneNumber: PhoneNumber,
        apartment: Apartment,
        addressId: AddressId,
      }),
    );
    return { company: company.name };
  },

  async GetJoinRequests(input, ctx) {
    const page = await listPage(ctx.db, input, requestList, {
      rows: selectRequests(ctx.db),
      count: ctx.db.select({ total: count() }).from(joinRequests).$dynamic(),
      scope: and(
        eq(joinRequests.companyId, companyOf(ctx)),
        input.Id ? eq(joinRequests.id, input.Id) : undefined,
        input.Status ? eq(joinRequests.status, input.Status) : undefined,
      ),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async ApproveJoinRequest({ JoinRequestId }, ctx) {
    const companyId = companyOf(ctx);
    const request = await pendingRequest(ctx.db, companyId, JoinRequestId);
    if (!request.addressId) throw new ApiError(409, joinMessages.addressGone);
    // The abonent as the abonent form registers one: the same handler, its checks and its trail.
    // The parameters as AddAbonent's input reads them (the request's fields follow the same rules).
    const params = abonentActions.AddAbonent.input.parse({
      Name: request.name,
      PhoneNumber: request.phoneNumber,
      Room: request.apartment,
      AddressId: request.addressId,
    });
    const abonent = await abonentHandlers.AddAbonent(params, ctx);
    const [company] = await ctx.db
      .select({ createUsers: companies.createUsersOnRegistration })
      .from(companies)
      .where(eq(companies.id, companyId));
    const userId = company.createUsers ? await newUserFor(ctx.db, request.name, request.phoneNumber) : undefined;
    await ctx.db
      .update(joinRequests)
      .set({ status: 'approved', abonentId: abonent.id, userId: userId ?? null, ...decided(ctx) })
      .where(eq(joinRequests.id, request.id));
    return readRequest(ctx.db, companyId, request.id);
  },

  async RefuseJoinRequest({ JoinRequestId }, ctx) {
    const companyId = companyOf(ctx);
    const request = await pendingRequest(ctx.db, companyId, JoinRequestId);
    await ctx.db
      .update(joinRequests)
      .set({ status: 'refused', ...decided(ctx) })
      .where(eq(joinRequests.id, request.id));
    return readRequest(ctx.db, companyId, request.id);
  },

  async GetRegistration(_input, ctx) {
    const [company] = await ctx.db
      .select({ issuedAt: companies.registrationCodeIssuedAt })
      .from(companies)
      .where(eq(companies.id, companyOf(ctx)));
    return { openSince: company?.issuedAt?.toISOString() ?? null };
  },

  async IssueRegistrationCode(_input, ctx) {
    const code = newToken();
    const [company] = await ctx.db
      .update(companies)
      .set({ registrationCodeHash: hashToken(code), registrationCodeIssuedAt: sql`now()` })
      .where(eq(companies.id, companyOf(ctx)))
      .returning({ issuedAt: companies.registrationCodeIssuedAt });
    if (!company?.issuedAt) throw new ApiError(404, errors.notFound);
    return { code, openSince: company.issuedAt.toISOString() };
  },

  async CloseRegistration(_input, ctx) {
    await ctx.db
      .update(companies)
      .set({ registrationCodeHash: null, registrationCodeIssuedAt: null })
      .where(eq(companies.id, companyOf(ctx)));
    return {};
  },
} satisfies HandlersOf<typeof joinRequestActions>;
