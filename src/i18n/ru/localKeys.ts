import type en from '../en/localKeys';
import type { Catalogue } from '../types';
import regKeys from './regKeys';

const localKeys: Catalogue<typeof en> = {
  name: 'Локальный ключ |||| Локальные ключи |||| Локальных ключей',
  menu: 'Локальные ключи',
  searchPlaceholder: 'Поиск по телефону или названию',
  emptyList: 'Локальных ключей пока нет',
  invite: 'Добавьте первый локальный ключ',
  create: 'Новый локальный ключ',
  edit: 'Локальный ключ',
  editNamed: 'Локальный ключ %{name}',
  fields: {
    id: 'ID',
    company: 'Компания',
    companyId: 'Компания',
    uuid: 'UUID',
    date: 'Дата',
    phoneNumber: 'Номер телефона',
    title: 'Название',
    status: 'Статус',
    localServer: 'Локальный сервер',
    localServerId: 'Локальный сервер',
    created: 'Добавлен',
  },
  help: {
    localServer: 'Ключ принадлежит компании этого сервера',
  },
  notifications: {
    created: 'Локальный ключ добавлен',
  },
  // The statuses of keys, shared with registration keys.
  status: regKeys.status,
};
export default localKeys;
