import { sql } from 'drizzle-orm';
import { ATTENTION_ITEMS_SHOWN } from '../../contract/attention';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { type Shown, shown } from './shown';

interface AbonentRow {
  id: string;
  name: string;
  paid_till: string;
  total: number | string;
}

/**
 * Residents on one of the company's tariffs whose latest paid period (their payments' `periodTill`, which
 * each payment must move on) ended before today, the longest overdue first. A resident who never paid is
 * not counted: nothing says a period of theirs ended (a trial, or billing not started). A payment that
 * moves the period past today, or taking them off the tariff, leaves the list. Read and counted off the
 * index of `abonent_paid_till` alone: with 33,000 of 100,000 residents overdue, a join to each of them
 * for the count took 73 ms (bench attention).
 */
export async function overduePayments(db: Database, companyId: string): Promise<Shown> {
  const rows = await queryRows<AbonentRow>(
    db,
    sql`select a.id, a.name, paid.till::text as paid_till,
               (select count(*) from abonent_paid_till o where o.company_id = ${companyId} and o.till < current_date)
                 as total
          from (select abonent_id, till from abonent_paid_till
                 where company_id = ${companyId} and till < current_date
                 order by till, abonent_id
                 limit ${ATTENTION_ITEMS_SHOWN}) paid
          join abonents a on a.id = paid.abonent_id
         order by paid.till, paid.abonent_id`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.name,
    why: 'paidTill',
    details: { day: row.paid_till },
    since: null,
    companyName: null,
    target: { to: 'record', resource: 'abonents', id: row.id },
  }));
}

interface SimRow {
  id: string;
  place: string;
  phone_number: string;
  paid_up_to: string;
  company_name: string;
  total: number | string;
}

/**
 * SIM cards paid up to a day gone by (the platform pays for them), the longest overdue first, read through
 * the `paid_up_to` index. A payment recorded for the card moves it off the list.
 */
export async function overdueSimCards(db: Database): Promise<Shown> {
  const rows = await queryRows<SimRow>(
    db,
    sql`select s.id, s.place, s.phone_number, s.paid_up_to::text as paid_up_to, co.name as company_name,
               count(*) over () as total
          from sim_cards s
          join companies co on co.id = s.company_id
         where s.paid_up_to < current_date
         order by s.paid_up_to, s.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.place,
    why: 'simPaidUpTo',
    details: { day: row.paid_up_to, phone: row.phone_number },
    since: null,
    companyName: row.company_name,
    // SIM cards have no page: the list, searched for the card's phone, records its payment from the row.
    target: { to: 'list', resource: 'sim_payments', search: row.phone_number },
  }));
}
