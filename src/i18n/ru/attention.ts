import type en from '../en/attention';
import type { Catalogue } from '../types';

const attention: Catalogue<typeof en> = {
  name: 'Требует внимания',
  menu: 'Требует внимания',
  title: 'Что требует внимания',
  count: '%{smart_count} пункт |||| %{smart_count} пункта |||| %{smart_count} пунктов',
  empty: 'Ничего не требует внимания',
  emptyHelp:
    'Здесь сразу появятся устройства и камеры не в сети, ключи, срок которых подходит к концу, и другое, что нужно исправить.',
  more: 'Показано %{shown} из %{total}',
  live: 'Обновляется само',
  groups: {
    devices: 'Устройства не в сети или не синхронизированы',
    cameras: 'Камеры не в сети',
    anomalies: 'Аномалии журнала за последние сутки',
    keys: 'Ключи жильцов, срок которых истекает в ближайшие 7 дней',
    rights: 'Права доступа, срок которых истекает в ближайшие 7 дней',
    payments: 'Просроченные оплаты',
    signIns: 'Серии неудачных входов',
    addressBans: 'Адреса, заблокированные за неудачные входы',
    simCards: 'Неоплаченные SIM-карты',
  },
  why: {
    devices: {
      offline: 'Не в сети',
      neverSeen: 'Ни разу не подключалось',
      drift: 'Его набор ключей расходится с платформой',
      behind:
        '%{smart_count} изменение ещё не доставлено |||| %{smart_count} изменения ещё не доставлены |||| %{smart_count} изменений ещё не доставлено',
      neverSynced: 'Подключилось, но ещё не получило набор ключей',
      snapshot: 'Нужно заново отправить весь набор ключей',
    },
    cameras: {
      offline: 'Не в сети при последней проверке',
    },
    anomalies: {
      clonedCard: 'Использована в «%{first}» и в «%{second}» с интервалом %{seconds} с: копия карты?',
      denialBurst: 'Отказов: %{denials}, разных ключей: %{keys}',
      removedCardOpened: 'Удалённая карта открыла «%{point}»',
      blockedCardOpened: 'Карта, заблокированная как утерянная, открыла «%{point}»',
    },
    keys: {
      keyEnds: 'Временный ключ «%{key}»',
    },
    rights: {
      rightEnds: 'Право доступа',
    },
    payments: {
      paidTill: 'Оплачено до %{day}',
    },
    signIns: {
      failedSignIns: 'Неудачных входов под номером %{phone} за 15 минут: %{failures}',
    },
    addressBans: {
      banned: 'Заблокирован до снятия; отказано во входе с тех пор: %{refused}',
      bannedUntil: 'Заблокирован до %{until}; отказано во входе с тех пор: %{refused}',
    },
    simCards: {
      simPaidUpTo: 'Оплачена до %{day}, %{phone}',
    },
  },
  since: {
    devices: {
      offline: 'последний раз на связи',
      neverSeen: 'добавлено',
      neverSynced: 'добавлено',
      behind: 'самое раннее сделано',
      drift: 'подтверждено',
      snapshot: 'двери изменены',
    },
    cameras: 'проверена',
    keys: 'заканчивается',
    rights: 'заканчивается',
    signIns: 'первая попытка',
    addressBans: 'заблокирован',
  },
};

export default attention;
