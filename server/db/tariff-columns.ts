import type { TariffForm } from '../../contract/tariff';
import type { tariffRevisions } from './schema';

type RevisionRow = typeof tariffRevisions.$inferSelect;

/** The tariff form's fields as a revision's columns (the columns spell the words out). */
export const toRevisionColumns = (tariff: TariffForm) => ({
  displayName: tariff.displayName,
  userDisplayName: tariff.userDispalyName,
  categories: tariff.categories,
  costPerMonth: tariff.costPerMonth,
  costPerYear: tariff.costPerYear,
  keysCountInPackage: tariff.keysCountInPackage,
  trialPeriodDays: tariff.trialPeriod,
  tariffType: tariff.tariffType,
  pricePerPackage: tariff.pricePerPackage,
  pricePerExtraKey: tariff.pricePerExtraKey,
  effectiveUntil: tariff.effectiveUntil,
  services: tariff.services,
});

/** A stored revision as the tariff form's fields. */
export const toTariffForm = (row: RevisionRow): TariffForm => ({
  displayName: row.displayName,
  userDispalyName: row.userDisplayName,
  categories: row.categories,
  costPerMonth: row.costPerMonth,
  costPerYear: row.costPerYear,
  keysCountInPackage: row.keysCountInPackage,
  trialPeriod: row.trialPeriodDays,
  tariffType: row.tariffType,
  pricePerPackage: row.pricePerPackage,
  pricePerExtraKey: row.pricePerExtraKey,
  effectiveUntil: row.effectiveUntil,
  services: row.services as TariffForm['services'],
});
