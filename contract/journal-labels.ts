/**
 * The journal's words that the server's download writes as well as the console shows: the columns'
 * headings and the labels of the stored codes, in each language. The console's journal catalogues take
 * them from here, so the file and the screen read alike.
 */
const en = {
  document: { title: 'Access journal' },
  columns: {
    accessPoint: 'Access point',
    cardId: 'Card ID',
    dateTime: 'Date and time',
    phone: 'Phone',
    cars: 'Cars',
    user: 'User',
    keyType: 'Key type',
    accessResult: 'Access result',
    accessZone: 'Access zone',
    denialReason: 'Reason',
  },
  keyType: {
    button: 'Button',
    card: 'Card',
    mobile: 'Mobile app',
    remote: 'Remote opening',
    ble: 'BLE',
    gsm: 'GSM',
  },
  accessResult: {
    accessDenied: 'Access denied',
    opened: 'Opened',
  },
  denialReasons: {
    unknownKey: 'Unknown key or card',
    keyNotValid: 'No valid key',
    outsideZone: 'Outside the access zone',
    outsideHours: 'Outside the access hours',
    keyTypeRestricted: 'Key type not allowed here',
    other: 'Other',
  },
};

/** Every language has the same keys as the English one. */
type JournalLabels = { [Group in keyof typeof en]: Record<keyof (typeof en)[Group], string> };

const ru: JournalLabels = {
  document: { title: 'Журнал доступа' },
  columns: {
    accessPoint: 'Точка доступа',
    cardId: 'ID карты',
    dateTime: 'Дата и время',
    phone: 'Телефон',
    cars: 'Автомобили',
    user: 'Пользователь',
    keyType: 'Тип ключа',
    accessResult: 'Результат доступа',
    accessZone: 'Зона доступа',
    denialReason: 'Причина',
  },
  keyType: {
    button: 'Кнопка',
    card: 'Карта',
    mobile: 'Мобильное приложение',
    remote: 'Удалённое открытие',
    ble: 'BLE',
    gsm: 'GSM',
  },
  accessResult: {
    accessDenied: 'Доступ запрещён',
    opened: 'Открыто',
  },
  denialReasons: {
    unknownKey: 'Неизвестный ключ или карта',
    keyNotValid: 'Нет действующего ключа',
    outsideZone: 'Вне зоны доступа',
    outsideHours: 'Вне часов доступа',
    keyTypeRestricted: 'Этот тип ключа здесь запрещён',
    other: 'Другое',
  },
};

export const journalLabels: Record<'en' | 'ru', JournalLabels> = { en, ru };
