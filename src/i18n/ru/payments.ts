import type en from '../en/payments';
import type { Catalogue } from '../types';

const payments: Catalogue<typeof en> = {
  name: 'Платёж |||| Платежи |||| Платежей',
  menu: 'Платежи',
  searchPlaceholder: 'Поиск по телефону или лицевому счёту',
  fields: {
    id: 'ID',
    abonents: 'Абоненты',
    phone: 'Телефон',
    perimeterName: 'Периметр',
    paymentDate: 'Дата платежа',
    periodTill: 'Оплачено до',
    amount: 'Сумма',
    paymentType: 'Тип платежа',
    description: 'Назначение платежа',
    accountNumber: 'Лицевой счёт',
  },
};
export default payments;
