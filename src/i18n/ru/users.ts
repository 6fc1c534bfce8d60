import type en from '../en/users';
import type { Catalogue } from '../types';

const users: Catalogue<typeof en> = {
  name: 'Пользователь |||| Пользователи |||| Пользователей',
  menu: 'Пользователи',
  edit: 'Пользователь',
  editNamed: 'Пользователь %{name}',
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
    isPlatformAdmin: 'Администратор платформы',
    platformRole: 'Роль на платформе',
    password: 'Новый пароль',
    repeat: 'Повторите пароль',
  },
  help: {
    isPlatformAdmin: 'Может входить в раздел платформы и управлять всеми компаниями',
    platformRole: 'Аудитор видит всё и ничего не меняет',
    password: 'Не короче 8 символов',
    email: 'Новый адрес должен подтвердить его владелец',
  },
  sections: {
    details: 'Данные',
    profiles: 'Компании и роли',
    keys: 'Ключи',
  },
  profiles: {
    none: 'Пользователь не администрирует ни одной компании',
    more: 'Показаны первые %{count} компаний',
  },
  keys: {
    name: 'Ключ |||| Ключи |||| Ключей',
    searchPlaceholder: 'Название или телефон',
    empty: 'У пользователя нет ключей',
    fields: {
      title: 'Название',
      company: 'Компания',
      phoneNumber: 'Номер телефона',
      keyType: 'Тип',
      status: 'Статус',
      period: 'Период',
      created: 'Создан',
    },
    confirm: {
      delete:
        'Удалить %{smart_count} выбранный ключ? |||| Удалить %{smart_count} выбранных ключа? |||| Удалить %{smart_count} выбранных ключей?',
      deleteContent:
        'Ключ сразу перестанет работать. |||| Ключи сразу перестанут работать. |||| Ключи сразу перестанут работать.',
    },
    notifications: {
      deleted: 'Ключи удалены',
    },
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
      unbanned:
        'Разблокирован %{smart_count} IP-адрес |||| Разблокированы %{smart_count} IP-адреса |||| Разблокировано %{smart_count} IP-адресов',
    },
  },
  confirm: {
    changePassword: 'Сменить пароль этого пользователя?',
    changePasswordContent:
      'Все остальные сеансы пользователя сразу завершатся: войти можно будет только с новым паролем.',
    delete: 'Удалить этого пользователя?',
    deleteContent: 'Вместе с ним удаляются его профили и сеансы; ключи остаются, без пользователя.',
  },
  validation: {
    passwordsDiffer: 'Пароли не совпадают',
  },
  errors: {
    lastPlatformAdmin: 'Это последний администратор платформы: сначала назначьте администратором другого пользователя',
    deleteSelf: 'Нельзя удалить учётную запись, под которой вы вошли',
    demoteSelf: 'Нельзя снять права администратора платформы с самого себя',
    phoneTaken: 'Этот номер телефона уже есть у другого пользователя',
  },
  notifications: {
    updated: 'Пользователь обновлён',
    deleted: 'Пользователь удалён',
    keysDeleted: 'Ключи удалены',
    passwordChanged: 'Пароль изменён',
  },
};
export default users;
