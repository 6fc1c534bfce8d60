import type en from '../en/controllers';
import type { Catalogue } from '../types';

const controllers: Catalogue<typeof en> = {
  name: 'Контроллер |||| Контроллеры |||| Контроллеров',
  menu: 'Контроллеры',
  create: 'Новый контроллер',
  edit: 'Редактирование контроллера',
  editNamed: 'Контроллер %{name}',
  searchPlaceholder: 'Secure ID, место или телефон',
  emptyList: 'Контроллеров пока нет',
  invite: 'Зарегистрируйте первый контроллер',
  fields: {
    id: 'ID',
    secureId: 'Secure ID',
    installationLocation: 'Место установки',
    controllerPhoneNumber: 'Номер телефона контроллера',
    installationDate: 'Дата установки',
    comment: 'Комментарий',
    backsideControllerId: 'ID контроллера с обратной стороны',
    backsideSecureId: 'Контроллер с обратной стороны',
    backsideOf: 'Обратная сторона для',
    status: 'Состояние',
    lastSeen: 'Последний выход на связь',
    created: 'Зарегистрирован',
    tokenIssued: 'Токен выпущен',
    accessPointIds: 'Обслуживаемые точки доступа',
  },
  token: {
    title: 'Токен устройства',
    help: 'Им контроллер подписывает свои обращения к платформе.',
    issued: 'Выпущен %{date}. Сам токен больше не показывается.',
    none: 'Токена пока нет: контроллер не может обращаться к платформе за ключами своих дверей.',
    issue: 'Выпустить токен',
    reissue: 'Новый токен',
    revoke: 'Отозвать токен',
    confirmIssue: 'Выпустить токен устройства для контроллера %{name}?',
    confirmReissue:
      'Выпустить новый токен для контроллера %{name}? Текущий токен сразу перестанет действовать: контроллер не будет принят, пока в него не введут новый.',
    confirmRevoke:
      'Отозвать токен контроллера %{name}? Текущий токен сразу перестанет действовать: контроллер не будет принят, пока не выпустят новый.',
    issuedNotice: 'Токен выпущен',
    revokedNotice: 'Токен отозван',
  },
  help: {
    secureId: '16 шестнадцатеричных цифр (0–9, A–F), как на наклейке контроллера',
    backside: 'Контроллер с другой стороны того же прохода',
    noBackside: 'Без контроллера с обратной стороны',
    backsideOf:
      'Этот контроллер указан как обратная сторона у: %{controllers}. Удалить его можно, когда там будет выбрана другая обратная сторона.',
  },
  notifications: {
    created: 'Контроллер зарегистрирован',
    updated: 'Контроллер сохранён',
    deleted: 'Контроллер удалён',
  },
  confirm: {
    delete: 'Удалить этот контроллер?',
  },
  validation: {
    secureId: 'Secure ID — это 16 шестнадцатеричных цифр (0–9, A–F)',
  },
  errors: {
    secureIdTaken: 'Контроллер с таким Secure ID уже зарегистрирован',
    backsideSelf: 'Контроллер не может быть своей же обратной стороной',
    unknownBackside: 'В вашей компании нет такого контроллера',
    backsideCycle: 'Обратные стороны замкнулись бы в кольцо: %{chain}',
    // The controllers are named, not counted: no agreement with a number is needed.
    isBackside:
      'Этот контроллер указан как обратная сторона у: %{controllers}. Сначала выберите там другую обратную сторону.',
  },
};
export default controllers;
