import type en from '../en/simPayments';
import type { Catalogue } from '../types';

const simPayments: Catalogue<typeof en> = {
  name: 'Оплата SIM-карты |||| Оплаты SIM-карт |||| Оплат SIM-карт',
  menu: 'Оплата SIM-карт',
  searchPlaceholder: 'Поиск по местоположению или телефону',
  emptyList: 'SIM-карт пока нет',
  invite: 'Добавьте первую SIM-карту',
  create: 'Новая SIM-карта',
  edit: 'SIM-карта',
  editNamed: 'SIM-карта %{name}',
  fields: {
    id: 'ID',
    company: 'Компания',
    companyId: 'Компания',
    place: 'Местоположение',
    paidUpTo: 'Оплачено до',
    phone: 'Телефон',
    amount: 'Сумма',
    lastAmount: 'Последний платёж',
    lastPaidAt: 'Дата оплаты',
    paidUpToBefore: 'Оплачено до (раньше даты)',
    created: 'Добавлена',
  },
  lapsed: 'Просрочена',
  actions: {
    addPayment: 'Добавить оплату',
    addPaymentFor: 'Добавить оплату: %{place}',
    save: 'Записать оплату',
  },
  help: {
    paidUpTo: 'Новый последний оплаченный день',
  },
  notifications: {
    created: 'SIM-карта добавлена',
    paid: 'Оплата записана',
  },
  validation: {
    paidUpToLater: 'Оплата должна продлить срок после текущей даты «Оплачено до»',
  },
};
export default simPayments;
