import type en from '../en/payments';
import type { Catalogue } from '../types';

const payments: Catalogue<typeof en> = {
  name: 'Платёж |||| Платежи |||| Платежей',
  menu: 'Платежи',
  searchPlaceholder: 'Телефон или лицевой счёт',
  emptyList: 'Платежей пока нет',
  invite: 'Платежи появляются здесь, когда о них сообщают платёжные системы',
  fields: {
    id: 'ID',
    company: 'Компания',
    companyId: 'Компания',
    abonents: 'Абоненты',
    abonent: 'Абонент',
    abonentId: 'Абонент',
    phone: 'Телефон',
    perimeterName: 'Периметр',
    paymentDate: 'Дата платежа',
    periodTill: 'Оплачено до',
    amount: 'Сумма',
    paymentType: 'Тип платежа',
    description: 'Назначение платежа',
    accountNumber: 'Лицевой счёт',
    dateFrom: 'Оплачено с',
    dateTo: 'Оплачено по',
  },
  paymentTypes: {
    card: 'Банковская карта',
    sbp: 'СБП',
    cash: 'Наличные',
    bankTransfer: 'Банковский перевод',
  },
  record: 'Внести платёж',
  recordTitle: 'Новый платёж',
  help: {
    abonent: 'Один из абонентов вашей компании',
    amount: 'В рублях, например 1250 или 1250,50',
    periodTill: 'Последний день, за который внесён платёж: позже уже оплаченного',
  },
  notifications: {
    created: 'Платёж внесён',
  },
  validation: {
    periodTillLater: 'Должно быть позже %{day} — последнего уже оплаченного дня',
  },
  errors: {
    unknownAbonent: 'В вашей компании нет такого абонента',
  },
  totals:
    '%{smart_count} платёж на сумму %{amount} |||| %{smart_count} платежа на сумму %{amount} |||| %{smart_count} платежей на сумму %{amount}',
};
export default payments;
