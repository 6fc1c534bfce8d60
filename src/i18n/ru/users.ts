import type en from '../en/users';
import type { Catalogue } from '../types';

const users: Catalogue<typeof en> = {
  name: 'Пользователь |||| Пользователи |||| Пользователей',
  menu: 'Пользователи',
  fields: {
    id: 'ID',
    displayName: 'Имя',
    phoneNumber: 'Номер телефона',
    email: 'Эл. почта',
    emailConfirmed: 'Почта подтверждена',
    keys: 'Ключи',
    keysCount: 'Ключи',
    companies: 'Компании',
    profiles: 'Профили',
  },
  email: {
    confirmed: 'Подтверждена',
    notConfirmed: 'Не подтверждена',
  },
  searchPlaceholder: 'Имя, телефон или эл. почта',
  emptyList: 'Пользователей пока нет',
  actions: {
    edit: 'Изменить',
    changePassword: 'Сменить пароль',
    delete: 'Удалить',
    unban: 'Разблокировать выбранных',
    backToUsers: 'К списку пользователей',
  },
  bans: {
    name: 'Блокировка |||| Блокировки |||| Блокировок',
    menu: 'Блокировки',
    searchPlaceholder: 'IP-адрес или причина блокировки',
    fields: {
      uuid: 'UUID',
      ipAddress: 'IP-адрес',
      dateTime: 'Дата и время',
      reason: 'Причина',
    },
  },
  confirm: {
    changePassword: 'Сменить пароль этого пользователя?',
  },
  notifications: {
    unbanned: 'Пользователи разблокированы',
    updated: 'Пользователь обновлён',
    deleted: 'Пользователь удалён',
    keysDeleted: 'Ключи удалены',
  },
};
export default users;
