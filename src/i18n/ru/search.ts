import type en from '../en/search';
import type { Catalogue } from '../types';

const search: Catalogue<typeof en> = {
  open: 'Поиск',
  shortcut: 'Ctrl K',
  label: 'Поиск по записям',
  placeholder: {
    company: 'Имя, телефон, карта, госномер, адрес, дверь, устройство',
    platform: 'Пользователь, телефон, компания, дверь, устройство',
  },
  hint: {
    company:
      'Находит абонента по имени, телефону в любом виде, номеру карты или метки (десятичному или шестнадцатеричному, как на карте) или госномеру, а также адреса, двери и устройства.',
    platform: 'Находит пользователей по имени, телефону или почте, компании, двери и устройства всех компаний.',
  },
  keys: '↑ ↓ — выбрать, Enter — открыть, Esc — закрыть',
  searching: 'Поиск…',
  tooShort: 'Введите не меньше 3 символов или номер карты целиком',
  empty: 'По запросу «%{query}» ничего не найдено',
  error: 'Поиск не удался. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  groups: {
    residents: 'Абоненты',
    accessRights: 'Права доступа',
    addresses: 'Адреса',
    doors: 'Двери',
    devices: 'Устройства',
    users: 'Пользователи',
    companies: 'Компании',
  },
  kinds: {
    abonent: 'Абонент',
    accessRight: 'Право доступа',
    address: 'Адрес',
    accessPoint: 'Дверь',
    controller: 'Контроллер',
    localServer: 'Локальный сервер',
    camera: 'Камера',
    sipDevice: 'SIP-устройство',
    lock: 'Замок',
    user: 'Пользователь',
    company: 'Компания',
  },
  matched: {
    phone: 'телефон %{value}',
    card: 'карта %{value}',
    plate: 'госномер %{value}',
    email: 'почта %{value}',
    identifier: 'ID %{value}',
  },
};
export default search;
