import type en from '../en/bulk';
import type { Catalogue } from '../types';

const bulk: Catalogue<typeof en> = {
  selectAllFound: 'Выбрать все найденные: %{smart_count}',
  allFoundSelected: 'Выбраны все найденные: %{smart_count}',
  changeAllFound: 'Изменить все найденные',
  change: 'Изменить',
  preview: {
    working: 'Считаем, что изменится…',
    nothing: 'Менять нечего: у выбранных записей уже так.',
    stopping: 'На дверях перестанут работать',
    starting: 'На дверях начнут работать',
    kinds: {
      card: '%{smart_count} карта или метка |||| %{smart_count} карты или метки |||| %{smart_count} карт или меток',
      mobileKey:
        '%{smart_count} ключ в приложении |||| %{smart_count} ключа в приложении |||| %{smart_count} ключей в приложении',
      phone: '%{smart_count} телефон |||| %{smart_count} телефона |||| %{smart_count} телефонов',
      digitalKey: '%{smart_count} цифровой ключ |||| %{smart_count} цифровых ключа |||| %{smart_count} цифровых ключей',
      plate: '%{smart_count} госномер |||| %{smart_count} госномера |||| %{smart_count} госномеров',
    },
    doors: 'Затронута %{smart_count} дверь. |||| Затронуты %{smart_count} двери. |||| Затронуто %{smart_count} дверей.',
    doorNames: 'Среди них: %{names}.',
    noDoors: 'На дверях ничего не изменится.',
    failed: 'Не удалось посчитать изменения: %{reason}',
  },
  apply: 'Применить',
  applying: 'Изменяем…',
  oneStep: 'Сервер вносит всё изменение за один шаг: целиком или никак.',
  elapsed: 'Прошло секунд: %{smart_count}',
  done: 'Готово. Изменено записей: %{smart_count}.',
  failed: 'Ничего не изменено: %{reason}',
  errors: {
    selection: 'Выберите строки или все найденные в списке',
    tooMany: 'Слишком много за раз: не больше 10 000. Уточните поиск.',
    notFound: 'Некоторых выбранных строк уже нет: обновите список и выберите снова.',
  },
  abonents: {
    selection: {
      ids: '%{smart_count} выбранный абонент |||| %{smart_count} выбранных абонента |||| %{smart_count} выбранных абонентов',
      allFound:
        'Все найденные в списке: %{smart_count} абонент |||| Все найденные в списке: %{smart_count} абонента |||| Все найденные в списке: %{smart_count} абонентов',
    },
    operations: {
      blockCards: 'Заблокировать все их карты',
      unblockCards: 'Разблокировать все их карты',
      blockKeys: 'Заблокировать все их ключи',
      unblockKeys: 'Разблокировать все их ключи',
      setTariff: 'Сменить тариф',
      setAccessZone: 'Сменить зону доступа',
      delete: 'Удалить',
    },
    targets: {
      setTariff: 'Новый тариф',
      setAccessZone: 'Новая зона доступа',
      none: 'Оставьте пустым, чтобы убрать.',
    },
    changedCards:
      'Изменится %{smart_count} карта или метка |||| Изменятся %{smart_count} карты или метки |||| Изменятся %{smart_count} карт или меток',
    changedKeys:
      'Изменится %{smart_count} ключ |||| Изменятся %{smart_count} ключа |||| Изменятся %{smart_count} ключей',
    changedAbonents:
      'Изменится %{smart_count} абонент |||| Изменятся %{smart_count} абонента |||| Изменятся %{smart_count} абонентов',
    holders:
      'Там изменятся ключи %{smart_count} абонента |||| Там изменятся ключи %{smart_count} абонентов |||| Там изменятся ключи %{smart_count} абонентов',
  },
  keys: {
    selection: {
      ids: '%{smart_count} выбранный ключ |||| %{smart_count} выбранных ключа |||| %{smart_count} выбранных ключей',
      allFound:
        'Все найденные в списке: %{smart_count} ключ |||| Все найденные в списке: %{smart_count} ключа |||| Все найденные в списке: %{smart_count} ключей',
    },
    operations: {
      block: 'Заблокировать',
      unblock: 'Разблокировать',
      extend: 'Продлить срок',
    },
    changed: {
      block:
        'Будет заблокирован %{smart_count} ключ |||| Будут заблокированы %{smart_count} ключа |||| Будет заблокировано %{smart_count} ключей',
      unblock:
        'Будет разблокирован %{smart_count} ключ |||| Будут разблокированы %{smart_count} ключа |||| Будет разблокировано %{smart_count} ключей',
      extend:
        'Будет продлён срок %{smart_count} временного ключа |||| Будет продлён срок %{smart_count} временных ключей |||| Будет продлён срок %{smart_count} временных ключей',
    },
    until: 'Новая дата окончания срока',
    untilHelp: 'Продлеваются только временные ключи, срок которых кончается раньше.',
    errors: {
      untilPast: 'Новая дата окончания должна быть в будущем',
    },
  },
  accessRights: {
    selection: {
      ids: '%{smart_count} выбранное право доступа |||| %{smart_count} выбранных права доступа |||| %{smart_count} выбранных прав доступа',
      allFound:
        'Все найденные в списке: %{smart_count} право доступа |||| Все найденные в списке: %{smart_count} права доступа |||| Все найденные в списке: %{smart_count} прав доступа',
    },
    revoke: 'Отозвать',
    revokeAllFound: 'Отозвать все найденные',
    revoked:
      'Будет отозвано %{smart_count} право доступа |||| Будут отозваны %{smart_count} права доступа |||| Будет отозвано %{smart_count} прав доступа',
    holders:
      'Там изменятся ключи %{smart_count} права доступа |||| Там изменятся ключи %{smart_count} прав доступа |||| Там изменятся ключи %{smart_count} прав доступа',
  },
};
export default bulk;
