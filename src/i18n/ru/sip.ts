import type en from '../en/sip';
import type { Catalogue } from '../types';

const sip: Catalogue<typeof en> = {
  devices: {
    name: 'SIP-устройство |||| SIP-устройства |||| SIP-устройств',
    menu: 'SIP-устройства',
    create: 'Новое SIP-устройство',
    edit: 'Редактирование SIP-устройства',
    editNamed: 'SIP-устройство %{name}',
    searchPlaceholder: 'Название, адрес или сервер',
    emptyList: 'SIP-устройств пока нет',
    invite: 'Добавить первое SIP-устройство',
    fields: {
      id: 'ID',
      sipDeviceId: 'ID SIP-устройства',
      sipDeviceName: 'Название',
      name: 'Название',
      companyId: 'ID компании',
      companyName: 'Компания',
      abonentCount: 'Абоненты',
      added: 'Добавлено',
      address: 'Адрес',
      addressId: 'Адрес',
      registered: 'Регистрация',
      description: 'Описание',
      server: 'SIP-сервер',
      serverId: 'SIP-сервер',
      openMethod: 'Способ открытия',
      configuration: 'Конфигурация',
      dtmfOpenCommand: 'DTMF-команда открытия',
    },
    openMethods: {
      dtmf: 'DTMF-команда во время вызова',
      relay: 'Реле панели',
      http: 'HTTP API панели',
    },
    helpers: {
      dtmfOpenCommand: 'Цифры и символы *, #, +, отправляемые в вызове для открытия двери',
    },
    help: {
      noServers:
        'Платформа ещё не зарегистрировала для вашей компании ни одного SIP-сервера, а SIP-устройство регистрируется на одном из них: попросите администраторов платформы добавить SIP-сервер для вашей компании.',
    },
    notRegistered: 'Ни разу',
    notifications: {
      created: 'SIP-устройство добавлено',
      updated: 'SIP-устройство сохранено',
      deleted: 'SIP-устройство удалено',
    },
    confirm: {
      delete: 'Удалить это SIP-устройство?',
    },
    validation: {
      dtmfDiffersFromConfiguration:
        'В конфигурации дверь открывается кодом dtmf_code = %{code} (строка %{line}): введите здесь тот же код или измените конфигурацию',
    },
    errors: {
      duplicate: 'У компании уже есть SIP-устройство с таким названием',
      unknownServer: 'Выберите один из SIP-серверов компании',
      unknownAddress: 'Выберите один из адресов компании',
    },
  },
  servers: {
    name: 'SIP-сервер |||| SIP-серверы |||| SIP-серверов',
    menu: 'SIP-серверы',
    create: 'Новый SIP-сервер',
    edit: 'Изменение SIP-сервера',
    editNamed: 'SIP-сервер %{name}',
    searchPlaceholder: 'Название, хост или компания',
    emptyList: 'SIP-серверов пока нет',
    invite: 'Зарегистрируйте первый SIP-сервер',
    fields: {
      id: 'ID',
      sipServerId: 'ID SIP-сервера',
      name: 'Название',
      host: 'Хост',
      description: 'Описание',
      companyId: 'ID компании',
      companyName: 'Компания',
      registered: 'Зарегистрирован',
      modified: 'Изменён',
    },
    help: {
      host: 'DNS-имя или IP-адрес, можно с портом: sip.example.com:5061',
    },
    notifications: {
      created: 'SIP-сервер зарегистрирован',
      updated: 'SIP-сервер обновлён',
      deleted: 'SIP-сервер удалён',
    },
    confirm: {
      delete: 'Удалить этот SIP-сервер?',
    },
    validation: {
      host: 'Введите DNS-имя или IP-адрес, можно с портом',
    },
    errors: {
      inUse:
        'На этом сервере зарегистрировано %{smart_count} SIP-устройство: %{devices}. Сначала переведите его на другой сервер |||| На этом сервере зарегистрировано %{smart_count} SIP-устройства: %{devices}. Сначала переведите их на другой сервер |||| На этом сервере зарегистрировано %{smart_count} SIP-устройств: %{devices}. Сначала переведите их на другой сервер',
      unknownCompany: 'Выберите одну из компаний',
    },
  },
  configuration: {
    editorLabel: 'Конфигурация устройства',
    hint: 'Заголовки [группа], строки ключ = значение, комментарии после #; Ctrl+Пробел подсказывает группы, ключи и значения. Сохранённый пароль показан как ********: не меняйте его, чтобы оставить прежний.',
    loading: 'Загрузка редактора…',
    problems: '%{smart_count} ошибка |||| %{smart_count} ошибки |||| %{smart_count} ошибок',
    atLine: 'Строка %{line}: %{reason}',
    errors: {
      malformedGroup: 'Заголовок группы — это имя в квадратных скобках, например [sip]',
      missingEquals: 'Ожидается ключ = значение',
      emptyKey: 'Перед «=» должен быть ключ',
      unknownGroup: 'Неизвестная группа [%{group}]',
      unknownKey: 'Неизвестный ключ «%{key}» в [%{group}]',
      keyOutsideGroup: '«%{key}» вне группы: поместите его под заголовок [группа]',
      duplicateKey: '«%{key}» уже задан в [%{group}] в строке %{firstLine}',
      duplicateGroup: '[%{group}] уже начата в строке %{firstLine}: добавьте ключи туда',
      missingGroup: 'Нет обязательной группы [%{group}]',
      missingKey: 'В [%{group}] нет обязательного ключа «%{key}»',
      missingKeyWhen: '«%{key}» обязателен в [%{group}], когда %{condition}',
      emptyValue: 'У «%{key}» нет значения',
      notInteger: '«%{key}» должен быть целым числом',
      notBoolean: '«%{key}» должен быть true или false',
      outOfRange: '«%{key}» должен быть от %{min} до %{max}',
      unknownValue: '«%{value}» недопустимо для «%{key}»: используйте одно из %{allowed}',
      emptyListItem: 'Пустой элемент списка: уберите лишнюю запятую',
      hiddenSecret: 'Введите %{key}: сохранённого значения нет',
      dtmfDiffersFromCommand:
        '«dtmf_code» отличается от DTMF-команды открытия %{command}: укажите в обоих местах один и тот же код',
    },
  },
};
export default sip;
