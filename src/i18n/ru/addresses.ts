import type en from '../en/addresses';
import type { Catalogue } from '../types';

const addresses: Catalogue<typeof en> = {
  name: 'Адрес |||| Адреса |||| Адресов',
  menu: 'Адреса',
  fields: {
    id: 'ID',
    value: 'Адрес',
    created: 'Создан',
  },
  searchPlaceholder: 'Поиск адресов',
  emptyList: 'Адресов пока нет',
  invite: 'Добавить первый адрес',
  create: 'Новый адрес',
  edit: 'Изменение адреса',
  editNamed: 'Адрес %{name}',
  notifications: {
    created: 'Адрес добавлен',
    updated: 'Адрес сохранён',
  },
  errors: {
    duplicate: 'Такой адрес уже есть',
  },
};
export default addresses;
