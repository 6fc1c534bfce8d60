import type en from '../en/localKeys';
import type { Catalogue } from '../types';
import regKeys from './regKeys';

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
  // The statuses of keys, shared with registration keys.
  status: regKeys.status,
};
export default localKeys;
