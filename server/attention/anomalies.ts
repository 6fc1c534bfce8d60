import { ATTENTION_ANOMALY_HOURS, ATTENTION_ITEMS_SHOWN, type AttentionItem } from '../../contract/attention';
import type { Database } from '../db/open';
import { findClonedCards, findDenialBursts, findRetiredCardPasses } from '../journal/anomalies';
import type { Shown } from './shown';

/**
 * The journal's anomalies of the last ATTENTION_ANOMALY_HOURS (server/journal/anomalies.ts, the journal's
 * own queries): a copied card, a burst of refusals at a point, a removed or blocked card that opened a
 * door; the newest first. Each leads to the journal narrowed to its events, and leaves the list as it ages
 * out of the hours. (Cards unused for months are the journal's own list: nothing new to act on today.)
 */
export async function recentAnomalies(db: Database, companyId: string, now = new Date()): Promise<Shown> {
  const period = { From: new Date(now.getTime() - ATTENTION_ANOMALY_HOURS * 3_600_000).toISOString() };
  const [cloned, bursts, retired] = await Promise.all([
    findClonedCards(db, companyId, period),
    findDenialBursts(db, companyId, period),
    findRetiredCardPasses(db, companyId, period),
  ]);
  const items: AttentionItem[] = [
    ...cloned.items.map((card): AttentionItem => ({
      key: `cloned-${card.second.id}`,
      title: card.cardId,
      why: 'clonedCard',
      details: { first: card.first.accessObjectName, second: card.second.accessObjectName, seconds: card.seconds },
      since: card.second.occurredAt,
      companyName: null,
      target: { to: 'journal', from: card.first.occurredAt, until: card.second.occurredAt, cardId: card.cardId },
    })),
    ...bursts.items.map((burst): AttentionItem => ({
      key: `burst-${burst.accessPointId}-${burst.from}`,
      title: burst.accessPointName,
      why: 'denialBurst',
      details: { denials: burst.denials, keys: burst.keys },
      since: burst.from,
      companyName: null,
      target: {
        to: 'journal',
        from: burst.from,
        until: burst.until,
        result: 'denied',
        ...(burst.accessPointId && { accessPointId: burst.accessPointId, accessPointName: burst.accessPointName }),
      },
    })),
    ...retired.items.map((pass): AttentionItem => ({
      key: `retired-${pass.id}`,
      title: pass.cardId,
      why: pass.state === 'removed' ? 'removedCardOpened' : 'blockedCardOpened',
      details: { point: pass.accessPointName },
      since: pass.occurredAt,
      companyName: null,
      target: { to: 'journal', from: pass.occurredAt, until: pass.occurredAt, cardId: pass.cardId },
    })),
  ];
  return {
    total: cloned.total + bursts.total + retired.total,
    items: items.sort((a, b) => (b.since ?? '').localeCompare(a.since ?? '')).slice(0, ATTENTION_ITEMS_SHOWN),
  };
}
