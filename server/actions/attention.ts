import type { attentionActions } from '../../contract/attention';
import { companyAttention, platformAttention } from '../attention/groups';
import { type HandlersOf, scopeOf } from '../protocol/context';

export const attentionHandlers = {
  async GetAttention(_input, ctx) {
    const companyId = scopeOf(ctx);
    return companyId === undefined
      ? platformAttention(ctx.db, ctx.permissions)
      : companyAttention(ctx.db, companyId, ctx.permissions);
  },
} satisfies HandlersOf<typeof attentionActions>;
