import type en from '../en/localKeys';
import type { Catalogue } from '../types';

const localKeys: Catalogue<typeof en> = {
  name: 'Локальный ключ |||| Локальные ключи |||| Локальных ключей',
  menu: 'Локальные ключи',
  searchPlaceholder: 'Поиск по компании, телефону или названию',
  fields: {
    id: 'ID',
    company: 'Компания',
    uuid: 'UUID',
    date: 'Дата',
    phoneNumber: 'Номер телефона',
    title: 'Название',
    status: 'Статус',
    localServer: 'Локальный сервер',
  },
  status: {
    none: 'Без статуса',
    sent: 'Отправлен',
    approved: 'Одобрен',
    rejected: 'Отклонён',
    deleteUser: 'Удаление запрошено пользователем',
    deleteAdmin: 'Удаление запрошено администратором',
    deleteByAdmin: 'Удалён администратором',
    deleteByUser: 'Удалён пользователем',
    deleteBySender: 'Удалён отправителем',
    expired: 'Истёк',
  },
};
export default localKeys;
