/**
 * Payments in the company area: the same Actions as the platform's screen (tests/server/keys.test.ts),
 * the area deciding the scope; recording a payment by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, validation, withArgs } from '../../contract/messages';
import { paymentMessages } from '../../contract/payment';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
let companyAId: string;
let companyBId: string;

const list = async (params: Record<string, unknown> = {}, headers = companyA) =>
  (await t.call('GetPayments', { Limit: 500, ...params }, { headers })).body;
const abonentNamed = async (name: string, headers = companyA) =>
  (await t.call('GetAbonents', { Search: name }, { headers })).body.items[0];
const record = (params: Record<string, unknown>, headers = companyA) => t.call('AddPayment', params, { headers });
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  companyAId = (await list()).items[0].companyId;
  companyBId = (await list({}, companyB)).items[0].companyId;
});
afterAll(() => t.close());

describe('GetPayments in the company area', () => {
  it("lists the session's company's payments only, with their exact total", async () => {
    const own = await list();
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((p: { companyId: string }) => p.companyId))).toEqual(new Set([companyAId]));
    const all = await list({}, platform);
    expect(all.total).toBeGreaterThan(own.total);
    expect(own.totalAmount).toBe((await list({ CompanyId: companyAId }, platform)).totalAmount);
  });

  it("finds nothing of another company's, whatever CompanyId or AbonentId it names", async () => {
    expect(await list({ CompanyId: companyBId })).toMatchObject({ items: [], total: 0, totalAmount: '0.00' });
    const theirs = (await list({}, companyB)).items[0];
    expect(theirs.companyId).toBe(companyBId);
    expect((await list({ Search: theirs.phone })).total).toBe(0);
  });

  it('filters by abonent, type and period, and totals what is selected', async () => {
    const first = (await list()).items[0];
    const ofAbonent = await list({ AbonentId: first.abonentId });
    expect(ofAbonent.items.length).toBeGreaterThan(0);
    expect(ofAbonent.items.every((p: { abonentId: string }) => p.abonentId === first.abonentId)).toBe(true);
    const day = first.paymentDate.slice(0, 10);
    const typed = await list({ PaymentType: first.paymentType, DateFrom: day, DateTo: day });
    expect(typed.items.map((p: { id: string }) => p.id)).toContain(first.id);
    expect(typed.items.every((p: { paymentType: string }) => p.paymentType === first.paymentType)).toBe(true);
  });

  it('answers a period end that is not a storable calendar day with a message on its parameter', async () => {
    for (const day of ['2026-02-30', '26-02-01', '0000-01-01']) {
      expect(await t.call('GetPayments', { DateTo: day }, { headers: companyA })).toMatchObject(
        fieldError('DateTo', validation.invalid),
      );
    }
  });
});

describe('AddPayment', () => {
  it('records a payment exactly, with the abonent as now, and the totals move by its amount', async () => {
    const abonent = await abonentNamed('Андреев');
    const before = await list();
    const latest = (await list({ AbonentId: abonent.id })).items
      .map((p: { periodTill: string | null }) => p.periodTill)
      .filter(Boolean)
      .sort()
      .at(-1) as string;
    const periodTill = new Date(Date.parse(`${latest}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
    const created = await record({
      AbonentId: abonent.id,
      Amount: '1 234,56',
      PaymentType: 'cash',
      PeriodTill: periodTill,
      AccountNumber: 'ЛС-77',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    expect(cents(after.totalAmount) - cents(before.totalAmount)).toBe(123456n);
    expect(after.items[0]).toMatchObject({
      id: created.body.id,
      companyId: companyAId,
      abonentId: abonent.id,
      abonent: abonent.name,
      phone: abonent.phoneNumber,
      amount: '1234.56',
      paymentType: 'cash',
      periodTill,
      accountNumber: 'ЛС-77',
      description: null,
    });
    // The platform's screen sees it too, in its company.
    expect((await list({ CompanyId: companyAId }, platform)).totalAmount).toBe(after.totalAmount);
  });

  it("refuses a period that does not move the abonent's forward, naming the day paid up to", async () => {
    const abonent = await abonentNamed('Андреев');
    const latest = (await list({ AbonentId: abonent.id })).items[0].periodTill as string;
    const total = (await list()).total;
    for (const day of [latest, '2020-01-01']) {
      expect(await record({ AbonentId: abonent.id, Amount: '10', PaymentType: 'card', PeriodTill: day })).toMatchObject(
        fieldError('PeriodTill', withArgs(paymentMessages.periodTillLater, { day: latest })),
      );
    }
    expect((await list()).total).toBe(total);
  });

  it('takes an amount above zero with at most two decimals; never a float', async () => {
    const abonent = await abonentNamed('Белова');
    const attempt = (Amount: unknown) =>
      record({ AbonentId: abonent.id, Amount, PaymentType: 'card', PeriodTill: '2099-01-01' });
    expect(await attempt('0')).toMatchObject(fieldError('Amount', withArgs(validation.moreThan, { min: 0 })));
    expect(await attempt('10.005')).toMatchObject(fieldError('Amount', validation.invalid));
    expect(await attempt('десять')).toMatchObject(fieldError('Amount', validation.number));
    // 0.1 + 0.2 kept as decimal text: 0.30 exactly.
    const first = await attempt('0.10');
    expect(first.status).toBe(200);
    const second = await record({ AbonentId: abonent.id, Amount: 0.2, PaymentType: 'card', PeriodTill: '2099-02-01' });
    expect(second.status).toBe(200);
    const amounts = (await list({ AbonentId: abonent.id, DateFrom: new Date().toISOString().slice(0, 10) })).items.map(
      (p: { amount: string }) => p.amount,
    );
    expect(amounts.sort()).toEqual(['0.10', '0.20']);
  });

  it("refuses another company's abonent; a platform session names the company", async () => {
    const theirs = await t.call(
      'AddAbonent',
      { Name: 'Oliver Bennett', PhoneNumber: '447911123450' },
      { headers: companyB },
    );
    expect(theirs.status).toBe(200);
    const mine = await abonentNamed('Белова');
    expect(
      await record({ AbonentId: theirs.body.id, Amount: '10', PaymentType: 'card', PeriodTill: '2099-12-01' }),
    ).toMatchObject(fieldError('AbonentId', paymentMessages.unknownAbonent));
    // A company session records in its own company: naming another is refused.
    expect(
      await record({
        CompanyId: companyBId,
        AbonentId: mine.id,
        Amount: '10',
        PaymentType: 'card',
        PeriodTill: '2099-12-01',
      }),
    ).toMatchObject(fieldError('CompanyId', validation.invalid));
    expect((await list({ AbonentId: mine.id }, companyB)).total).toBe(0);
    // The platform: without CompanyId refused; with it, recorded in that company.
    expect(
      await record({ AbonentId: mine.id, Amount: '10', PaymentType: 'card', PeriodTill: '2100-01-01' }, platform),
    ).toMatchObject(fieldError('CompanyId', validation.required));
    expect(
      await record(
        { CompanyId: companyBId, AbonentId: mine.id, Amount: '10', PaymentType: 'card', PeriodTill: '2100-01-01' },
        platform,
      ),
    ).toMatchObject(fieldError('AbonentId', paymentMessages.unknownAbonent));
    expect(
      (
        await record(
          { CompanyId: companyAId, AbonentId: mine.id, Amount: '10', PaymentType: 'card', PeriodTill: '2100-01-01' },
          platform,
        )
      ).status,
    ).toBe(200);
  });
});
