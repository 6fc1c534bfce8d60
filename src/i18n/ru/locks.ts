import type en from '../en/locks';
import type { Catalogue } from '../types';

const locks: Catalogue<typeof en> = {
  name: 'Замок |||| Замки |||| Замков',
  menu: 'Замки',
  create: 'Новый замок',
  edit: 'Редактирование замка',
  searchPlaceholder: 'Поиск по ID, PID или телефону',
  fields: {
    id: 'ID',
    pid: 'PID',
    type: 'Тип',
    controllerPhone: 'Телефон контроллера',
    ssid: 'SSID',
    version: 'Версия',
    requirePincode: 'Запрашивать PIN-код',
    activeTime: 'Время активности',
    gestures: {
      title: 'Жесты',
      method1: 'Способ 1',
      method2: 'Способ 2',
    },
    onMoving: {
      title: 'Открытие при приближении',
      activeDistance: 'Расстояние срабатывания',
      autoOpen: 'Автоматическое открытие',
      autoClose: 'Автоматическое закрытие',
      keepOpenedWhileNear: 'Держать открытым, пока пользователь рядом',
      openWhileTooClose: 'Открывать вплотную к замку',
      tooCloseDistance: 'Расстояние «вплотную»',
    },
    ble: 'BLE',
    nfc: 'NFC',
    qrCode: 'QR-код',
    gsm: {
      title: 'GSM',
      integratedSim: 'Встроенная SIM-карта',
      phoneNumber: 'Номер телефона',
    },
    internet: {
      title: 'Интернет',
      url: 'URL',
      geoRestriction: 'Геоограничение',
      radius: 'Радиус',
      latitude: 'Широта',
      longitude: 'Долгота',
    },
    wifiDirect: 'Wi-Fi Direct',
    bluetooth: 'Bluetooth',
    metadata: {
      title: 'Метаданные',
      version: 'Версия',
      type: 'Тип',
      hardwareType: 'Тип оборудования',
      hardwareVersion: 'Версия оборудования',
      hardwareExtension: 'Модуль расширения',
    },
  },
  actions: {
    register: 'Зарегистрировать замок',
  },
  notifications: {
    deleted: 'Замок удалён',
    updated: 'Замок обновлён',
    registered: 'Замок зарегистрирован',
  },
  confirm: {
    delete: 'Удалить этот замок?',
  },
};
export default locks;
