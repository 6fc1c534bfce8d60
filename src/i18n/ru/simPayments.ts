import type en from '../en/simPayments';
import type { Catalogue } from '../types';

const simPayments: Catalogue<typeof en> = {
  name: 'Оплата SIM-карты |||| Оплаты SIM-карт |||| Оплат SIM-карт',
  menu: 'Оплата SIM-карт',
  searchPlaceholder: 'Поиск по компании, местоположению или телефону',
  fields: {
    id: 'ID',
    company: 'Компания',
    place: 'Местоположение',
    paidUpTo: 'Оплачено до',
    phone: 'Телефон',
  },
};
export default simPayments;
