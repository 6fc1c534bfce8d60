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
    bans: 'Блокировки',
    unban: 'Разблокировать выбранных',
    backToUsers: 'К списку пользователей',
  },
  bans: {
    name: 'Блокировка |||| Блокировки |||| Блокировок',
    menu: 'Блокировки',
    searchPlaceholder: 'IP-адрес или причина блокировки',
    emptyList: 'Заблокированных адресов нет',
    fields: {
      network: 'IP-адрес',
      created: 'Дата и время',
      reason: 'Причина',
      ends: 'Окончание',
      failures: 'Неудачных попыток',
      duration: 'Срок',
    },
    automaticReason: 'Слишком много неудачных попыток входа',
    untilLifted: 'До снятия',
    durations: {
      fifteenMinutes: '15 минут',
      oneHour: '1 час',
      oneDay: '1 день',
      oneWeek: '1 неделя',
      thirtyDays: '30 дней',
      untilLifted: 'До снятия',
    },
    actions: {
      add: 'Заблокировать адрес',
      ban: 'Заблокировать',
      unban: 'Разблокировать',
    },
    confirm: {
      unban:
        'Разблокировать %{smart_count} выбранный адрес? |||| Разблокировать %{smart_count} выбранных адреса? |||| Разблокировать %{smart_count} выбранных адресов?',
      unbanContent:
        'Вход с него снова станет возможен сразу. |||| Вход с них снова станет возможен сразу. |||| Вход с них снова станет возможен сразу.',
    },
    help: {
      network: 'Один адрес (203.0.113.7) или подсеть (203.0.113.0/24, 2001:db8::/32)',
    },
    validation: {
      network: 'Введите IP-адрес или подсеть, например 203.0.113.7 или 203.0.113.0/24',
      ownAddress: 'Сюда входит ваш собственный адрес: вы не сможете снова войти, чтобы снять блокировку',
    },
    notifications: {
      added: 'Адрес заблокирован',
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
