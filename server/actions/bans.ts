import { isIP } from 'node:net';
import { count, eq, or, sql } from 'drizzle-orm';
import { BAN_DURATION_MINUTES, banMessages, type banActions, type banSortFields } from '../../contract/ban';
import { errors } from '../../contract/messages';
import { clientAddress, inForce } from '../auth/ip-bans';
import { forgetAddresses } from '../auth/login-attempts';
import type { Database } from '../db/open';
import { ipBans } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, sessionOf } from '../protocol/context';
import { type ListSpec, preparedListPage, searchCondition } from '../protocol/list';

/** One address as people write it (`203.0.113.7`), a subnet with its prefix (`203.0.113.0/24`). */
const networkText = sql<string>`case when masklen(${ipBans.network}) = case family(${ipBans.network}) when 4 then 32 else 128 end
  then host(${ipBans.network}) else ${ipBans.network}::text end`;

const banList: ListSpec<(typeof banSortFields)[number]> = {
  sortable: {
    created: ipBans.createdAt,
    network: ipBans.network,
    reason: ipBans.reason,
    ends: ipBans.endsAt,
    failures: ipBans.failures,
  },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [networkText, ipBans.reason],
  tieBreaker: ipBans.id,
};

const banSelects = {
  rows: (db: Database) =>
    db
      .select({
        id: ipBans.id,
        network: networkText,
        createdAt: ipBans.createdAt,
        automatic: ipBans.automatic,
        reason: ipBans.reason,
        endsAt: ipBans.endsAt,
        failures: ipBans.failures,
      })
      .from(ipBans)
      .$dynamic(),
  count: (db: Database) => db.select({ total: count() }).from(ipBans).$dynamic(),
};

/** The address or subnet as stored: the network of what was typed (host bits cleared). */
const storedNetwork = (typed: string) => sql`network(${typed}::inet)`;

export const banHandlers = {
  async GetBans(input, ctx) {
    const search = input.Search;
    // The text anywhere in the address or the reason; an address also finds the subnets that hold it.
    // Given as the page's own search condition, which the list then applies instead of its columns'.
    const found = search
      ? or(
          searchCondition(search, banList.searchable),
          isIP(search) ? sql`${ipBans.network} >>= ${search}::inet` : undefined,
        )
      : undefined;
    const page = await preparedListPage(ctx.db, input, banList, banSelects, {
      filters: { inForce: { variant: input.IncludeEnded ? undefined : 'inForce', condition: () => inForce } },
      search: found,
    });
    return {
      total: page.total,
      items: page.items.map((ban) => ({
        id: ban.id,
        network: ban.network,
        automatic: ban.automatic,
        reason: ban.reason,
        failures: ban.failures,
        created: ban.createdAt.toISOString(),
        ends: ban.endsAt?.toISOString() ?? null,
      })),
    };
  },

  async AddBan({ Network, Reason, Duration }, ctx) {
    const { userId } = sessionOf(ctx);
    // An operator who banned their own address could not sign in again to lift it.
    const own = clientAddress(ctx.ip);
    if (own) {
      const result = await ctx.db.execute(sql`select ${storedNetwork(Network)} >>= ${own}::inet as contains`);
      const [{ contains }] = (result as unknown as { rows: { contains: boolean }[] }).rows;
      if (contains) throw new ApiError(400, errors.invalidParams, { Network: banMessages.ownAddress });
    }
    const [ban] = await ctx.db
      .insert(ipBans)
      .values({
        network: storedNetwork(Network),
        automatic: false,
        reason: Reason,
        endsAt:
          Duration === 'untilLifted' ? null : sql`now() + make_interval(mins => ${BAN_DURATION_MINUTES[Duration]})`,
        createdBy: userId,
      })
      .returning({ id: ipBans.id });
    return ban;
  },

  async DeleteBan({ BanId }, ctx) {
    const [ban] = await ctx.db
      .delete(ipBans)
      .where(eq(ipBans.id, BanId))
      .returning({ network: sql<string>`${ipBans.network}::text` });
    if (!ban) throw new ApiError(404, errors.notFound);
    // The failures that led to it would otherwise ban the address again at its next attempt.
    await forgetAddresses(ctx.db, ban.network);
    return {};
  },
} satisfies HandlersOf<typeof banActions>;
