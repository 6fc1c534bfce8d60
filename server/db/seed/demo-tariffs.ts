import type { TariffForm } from '../../../contract/tariff';
import type { Database } from '../open';
import { tariffPolicies, tariffRevisions } from '../schema';
import { toRevisionColumns } from '../tariff-columns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo tariff: its first revision, then each later one as what it changed (or a rollback). */
interface DemoTariff {
  company: number;
  first: TariffForm;
  later?: (Partial<TariffForm> | { rollbackTo: number })[];
}

const monthly = {
  userDispalyName: null,
  categories: [],
  costPerYear: null,
  trialPeriod: null,
  tariffType: 'monthly',
  pricePerPackage: null,
  pricePerExtraKey: null,
  effectiveUntil: 'disabled',
  services: ['access'],
} as const satisfies Partial<TariffForm>;

const SEVERNY = 0;
const PARKOVY = 1;
const RIVERSIDE = 2;

export const demoTariffs: DemoTariff[] = [
  {
    company: SEVERNY,
    first: {
      ...monthly,
      displayName: 'Базовый доступ',
      userDispalyName: 'Доступ в подъезд и во двор',
      categories: ['Жильцы'],
      costPerMonth: '120.00',
      costPerYear: '1300.00',
      keysCountInPackage: 2,
      trialPeriod: 14,
      pricePerExtraKey: '50.00',
    },
    later: [{ costPerMonth: '150.00', costPerYear: '1620.00' }],
  },
  {
    company: SEVERNY,
    first: {
      ...monthly,
      displayName: 'Семейный',
      userDispalyName: 'Семейный пакет',
      categories: ['Жильцы', 'Семьи'],
      costPerMonth: '290.00',
      keysCountInPackage: 4,
      trialPeriod: 7,
      pricePerPackage: '290.00',
      pricePerExtraKey: '40.00',
    },
    later: [{ keysCountInPackage: 5 }, { trialPeriod: 30 }],
  },
  {
    company: SEVERNY,
    first: {
      ...monthly,
      displayName: 'Годовой «Всё включено»',
      categories: ['Жильцы'],
      costPerMonth: null,
      costPerYear: '2900.00',
      keysCountInPackage: 3,
      tariffType: 'yearly',
      services: ['access', 'utilities'],
    },
  },
  {
    company: SEVERNY,
    first: {
      ...monthly,
      displayName: 'Арендаторы коммерческих помещений',
      categories: ['Арендаторы'],
      costPerMonth: '350.00',
      keysCountInPackage: 1,
      pricePerExtraKey: '100.00',
    },
    later: [{ effectiveUntil: 'endOfNextMonth' }],
  },
  {
    company: PARKOVY,
    first: { ...monthly, displayName: 'Стандарт', costPerMonth: '100.00', keysCountInPackage: 2 },
  },
  {
    company: PARKOVY,
    first: {
      ...monthly,
      displayName: 'Паркинг',
      userDispalyName: 'Въезд в подземный паркинг',
      categories: ['Паркинг'],
      costPerMonth: '500.00',
      keysCountInPackage: 1,
    },
    later: [{ costPerMonth: '600.00' }, { rollbackTo: 1 }],
  },
  {
    company: RIVERSIDE,
    first: {
      ...monthly,
      displayName: 'Resident access',
      categories: ['Residents'],
      costPerMonth: '12.50',
      keysCountInPackage: 2,
      pricePerExtraKey: '4.00',
    },
  },
];

/**
 * Adds the demo tariffs with their histories: revisions a few weeks apart, each made by the company's
 * administrator (`adminOf[company]`), one policy rolled back.
 */
export async function seedDemoTariffs(db: Database, companyIds: string[], adminOf: (company: number) => string | null) {
  for (const [index, tariff] of demoTariffs.entries()) {
    const history = [tariff.first];
    const rolledBackFrom: (number | null)[] = [null];
    for (const change of tariff.later ?? []) {
      if ('rollbackTo' in change) {
        history.push(history[change.rollbackTo - 1]);
        rolledBackFrom.push(change.rollbackTo);
      } else {
        history.push({ ...history[history.length - 1], ...change });
        rolledBackFrom.push(null);
      }
    }
    const [policy] = await db
      .insert(tariffPolicies)
      .values({
        companyId: companyIds[tariff.company],
        currentRevision: history.length,
        createdAt: new Date(Date.now() - ((history.length - 1) * 25 + index * 2) * DAY_MS),
      })
      .returning({ id: tariffPolicies.id });
    await db.insert(tariffRevisions).values(
      history.map((revision, position) => ({
        policyId: policy.id,
        revision: position + 1,
        ...toRevisionColumns(revision),
        rolledBackFrom: rolledBackFrom[position],
        createdBy: adminOf(tariff.company),
        // The latest revisions are recent, the earlier ones weeks apart.
        createdAt: new Date(Date.now() - ((history.length - 1 - position) * 25 + index * 2) * DAY_MS),
      })),
    );
  }
}
