import type en from '../en/locks';
import type { Catalogue } from '../types';

const locks: Catalogue<typeof en> = {
  name: 'Замок |||| Замки |||| Замков',
  menu: 'Замки',
  create: 'Регистрация замка',
  edit: 'Редактирование замка',
  editNamed: 'Замок %{name}',
  searchPlaceholder: 'PID, название или телефон',
  emptyList: 'Замков пока нет',
  invite: 'Зарегистрируйте первый замок',
  fields: {
    id: 'ID',
    pid: 'PID',
    name: 'Название',
    type: 'Тип',
    companyId: 'Компания',
    companyName: 'Компания',
    controllerPhone: 'Телефон контроллера',
    ssid: 'SSID',
    version: 'Версия',
    requirePincode: 'Запрашивать PIN-код',
    activeTime: 'Время активности',
    status: 'Статус',
    lastSeen: 'Последний выход на связь',
    pointsCount: 'Точки доступа',
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
    ble: 'BLE (Bluetooth Low Energy)',
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
    bluetooth: 'Классический Bluetooth',
    metadata: {
      title: 'Метаданные',
      version: 'Версия',
      type: 'Тип',
      hardwareType: 'Тип оборудования',
      hardwareVersion: 'Версия оборудования',
      hardwareExtension: 'Модуль расширения',
    },
  },
  types: {
    door: 'Дверь',
    gate: 'Калитка или ворота',
    barrier: 'Шлагбаум',
    turnstile: 'Турникет',
    lift: 'Лифт',
  },
  sections: {
    main: 'Замок',
    methods: 'Способы открытия',
  },
  help: {
    activeTime: 'Сколько замок остаётся открытым: от %{min} до %{max} мс',
    distance: 'В метрах, от %{min} до %{max}',
    tooCloseDistance: 'Меньше расстояния срабатывания',
    company:
      'Компания, которая может ставить замок на свои точки доступа; без компании замок остаётся на складе платформы',
    companyLocked:
      'Замок стоит на %{smart_count} точке доступа своей компании: компанию нельзя сменить, пока точка не переведена на другой замок |||| Замок стоит на %{smart_count} точках доступа своей компании: компанию нельзя сменить, пока точки не переведены на другие замки |||| Замок стоит на %{smart_count} точках доступа своей компании: компанию нельзя сменить, пока точки не переведены на другие замки',
    geoRestriction: 'Открытие через интернет только в пределах радиуса от указанной точки',
    ble: 'Открывается телефонами жителей и BLE-метками рядом с замком, по Bluetooth Low Energy',
    bluetooth:
      'Открывается с телефона, сопряжённого с замком по классическому Bluetooth, — так открывают старые телефоны без BLE',
    stock: 'На складе',
  },
  notifications: {
    created: 'Замок зарегистрирован',
    updated: 'Замок обновлён',
    deleted: 'Замок удалён',
  },
  confirm: {
    delete: 'Удалить этот замок?',
  },
  validation: {
    tooCloseWithinActive: 'Должно быть меньше расстояния срабатывания (%{max} м)',
    coordinatesTogether: 'Укажите и широту, и долготу или не указывайте ни то, ни другое',
    geoNeedsPlace: 'Для геоограничения нужны радиус, широта и долгота',
    url: 'Введите адрес, начинающийся с http:// или https://',
  },
  errors: {
    pidTaken: 'Замок с таким PID уже зарегистрирован',
    unknownCompany: 'Такой компании нет',
    inUse:
      'Замок стоит на %{smart_count} точке доступа компании %{company}: %{points}. Сначала переведите её на другой замок. |||| Замок стоит на %{smart_count} точках доступа компании %{company}: %{points}. Сначала переведите их на другие замки. |||| Замок стоит на %{smart_count} точках доступа компании %{company}: %{points}. Сначала переведите их на другие замки.',
  },
};
export default locks;
