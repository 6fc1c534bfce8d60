import type en from '../en/sessions';
import type { Catalogue } from '../types';

const sessions: Catalogue<typeof en> = {
  name: 'Сеанс |||| Сеансы |||| Сеансов',
  menu: 'Сеансы',
  fields: {
    userAgent: 'Браузер',
    ip: 'Адрес',
    companyName: 'Компания',
    created: 'Вход',
    lastUsed: 'Последнее действие',
    expires: 'Окончание',
  },
  searchPlaceholder: 'Поиск по адресу или браузеру',
  emptyList: 'Активных сеансов нет',
  current: 'Этот сеанс',
  platformArea: 'Платформа',
  noCompany: 'Компания ещё не выбрана',
  browser: {
    withSystem: '%{browser} на %{system}',
    version: '%{browser} %{version}',
    unknown: 'Неизвестный браузер',
  },
  actions: {
    end: 'Завершить',
    endOthers: 'Завершить все другие сеансы',
    endAll: 'Завершить все сеансы',
  },
  confirm: {
    end: 'Завершить этот сеанс?',
    endContent: 'Тот, кто им пользуется, выйдет из системы при следующем действии.',
    endCurrent: 'Выйти из этого сеанса?',
    endCurrentContent: 'Вы сейчас выйдете из системы здесь.',
    endOthers: 'Завершить все другие сеансы?',
    endOthersContent: 'Завершатся все сеансы, кроме этого: в тех браузерах вход будет сброшен при следующем действии.',
    endUser: 'Завершить этот сеанс пользователя %{name}?',
    endAllUser: 'Завершить все сеансы пользователя %{name}?',
    endAllUserContent: 'Пользователь выйдет из системы везде при следующем действии.',
  },
  notifications: {
    deleted: 'Сеанс завершён |||| Сеансы завершены |||| Сеансы завершены',
    ended: 'Завершён %{smart_count} сеанс |||| Завершено %{smart_count} сеанса |||| Завершено %{smart_count} сеансов',
    noneEnded: 'Других сеансов не было',
  },
  ofUser: {
    title: 'Сеансы',
    none: 'Пользователь нигде не вошёл в систему',
  },
};
export default sessions;
