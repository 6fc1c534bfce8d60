import type en from '../en/sip';
import type { Catalogue } from '../types';

const sip: Catalogue<typeof en> = {
  devices: {
    name: 'SIP-устройство |||| SIP-устройства |||| SIP-устройств',
    menu: 'SIP-устройства',
    create: 'Новое SIP-устройство',
    edit: 'Редактирование SIP-устройства',
    searchPlaceholder: 'Поиск по названию, адресу или компании',
    fields: {
      id: 'ID',
      sipDeviceId: 'ID SIP-устройства',
      sipDeviceName: 'Название',
      companyId: 'ID компании',
      companyName: 'Компания',
      abonentCount: 'Абоненты',
      added: 'Добавлено',
      address: 'Адрес',
      registered: 'Зарегистрировано',
      description: 'Описание',
      server: 'SIP-сервер',
      openMethod: 'Способ открытия',
      configuration: 'Конфигурация',
      dtmfOpenCommand: 'DTMF-команда открытия',
    },
    notifications: {
      added: 'SIP-устройство добавлено',
      updated: 'SIP-устройство обновлено',
      deleted: 'SIP-устройство удалено',
    },
    confirm: {
      delete: 'Удалить это SIP-устройство?',
    },
  },
  servers: {
    name: 'SIP-сервер |||| SIP-серверы |||| SIP-серверов',
    menu: 'SIP-серверы',
    searchPlaceholder: 'Поиск по названию или компании',
    fields: {
      id: 'ID',
      sipServerId: 'ID SIP-сервера',
      name: 'Название',
      companyId: 'ID компании',
      companyName: 'Компания',
      registered: 'Зарегистрирован',
      modified: 'Изменён',
    },
  },
  configuration: {
    title: 'Конфигурация',
    key: 'Параметр',
    value: 'Значение',
    addEntry: 'Добавить параметр',
    empty: 'Параметров пока нет',
    line: 'Строка %{line}',
    unknownKey: 'Неизвестный параметр',
    duplicateKey: 'Повторяющийся параметр',
    expectedNumber: 'Ожидается число',
    expectedBoolean: 'Ожидается true или false',
    invalidSyntax: 'Синтаксическая ошибка',
  },
};
export default sip;
