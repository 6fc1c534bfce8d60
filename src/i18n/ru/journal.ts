import type en from '../en/journal';
import type { Catalogue } from '../types';

const journal: Catalogue<typeof en> = {
  name: 'Запись журнала |||| Записи журнала |||| Записей журнала',
  menu: 'Журнал доступа',
  title: 'Журнал доступа',
  searchPlaceholder: 'Поиск по телефону, ID карты или пользователю',
  fields: {
    id: 'ID',
    accessPoint: 'Точка доступа',
    cardId: 'ID карты',
    dateTime: 'Дата и время',
    phone: 'Телефон',
    cars: 'Автомобили',
    user: 'Пользователь',
    keyType: 'Тип ключа',
    accessResult: 'Результат доступа',
    accessZone: 'Зона доступа',
    period: 'Период',
    workingTime: {
      title: 'Рабочее время',
      entry: 'Вход',
      exit: 'Выход',
    },
    reportOptions: {
      title: 'Параметры отчёта',
      sumByDays: 'Суммировать по дням',
      countPassEvents: 'Подсчитывать проходы',
    },
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
  filters: {
    from: 'Дата с',
    to: 'Дата по',
    allKeyTypes: 'Все типы ключей',
    allResults: 'Все результаты',
  },
  report: {
    title: 'Отчёт',
    generate: 'Сформировать отчёт',
    generating: 'Отчёт формируется…',
    download: 'Скачать отчёт',
    ready: 'Отчёт готов',
    empty: 'За выбранный период проходов нет',
    failed: 'Не удалось сформировать отчёт',
  },
};
export default journal;
