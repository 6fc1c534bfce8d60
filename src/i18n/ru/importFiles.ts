import type en from '../en/importFiles';
import type { Catalogue } from '../types';

const importFiles: Catalogue<typeof en> = {
  name: 'Файл импорта |||| Файлы импорта |||| Файлов импорта',
  fields: {
    kind: 'Что импортируется',
    fileName: 'Файл',
    size: 'Размер, байт',
    received: 'Получено байт',
  },
  kinds: {
    residents: 'Абоненты',
    addresses: 'Адреса',
  },
  mapping: {
    name: 'Столбцы импорта',
    columns: 'Столбцы по заголовкам',
  },
  columns: {
    name: 'Имя',
    phone: 'Телефон',
    address: 'Адрес',
    building: 'Корпус',
    apartment: 'Квартира',
    floor: 'Этаж',
    card: 'Карта доступа',
    ble: 'BLE-метка',
    car: 'Госномер автомобиля',
    carModel: 'Марка автомобиля',
    zone: 'Зона доступа',
    comment: 'Комментарий',
  },
  notations: {
    decimal: 'Десятичный',
    hex: 'Шестнадцатеричный',
    wiegand26: 'Wiegand 26: код объекта и номер',
    wiegand34: 'Wiegand 34: 16-битный код объекта и номер',
    hexReversed: 'Шестнадцатеричный, байты в обратном порядке',
  },
  refusals: {
    unreadable: 'Это не номер карты в такой записи',
    tooLarge: 'Больше любого кода карты (не более 16777215)',
    facilityTooLarge: 'Слишком большой код объекта',
    numberTooLarge: 'Номер карты больше 65535',
    wiegand34TooWide: 'Карта Wiegand 34 с кодом объекта больше 255 не помещается в 24-битный код карты',
    required: 'Обязательное поле',
    tooLong: 'Слишком длинное значение',
    invalidPhone: 'Неверный номер телефона',
    invalidFloor: 'Этаж должен быть от −10 до 200',
    invalidPlate: 'Не госномер автомобиля',
    notationNotChosen: 'Выберите, как записаны номера карт в этом столбце',
  },
  rowRefusals: {
    duplicateRow: 'Совпадает со строкой %{line}',
    duplicateCard: 'Карта %{code} есть и в строке %{line}',
    cardTaken: 'Карта %{code} принадлежит другому абоненту',
    cardBlocked: 'Карта %{code} заблокирована как утерянная',
    unknownZone: 'Зоны доступа «%{zone}» нет',
  },
  errors: {
    storageFull:
      'Ваша компания загрузила столько файлов, сколько может хранить. Файлы удаляются через сутки после загрузки.',
    partOutOfPlace: 'Файл пришёл не по порядку. Загрузите его ещё раз.',
    incomplete: 'Файл ещё не загружен полностью',
    unreadable:
      'Не удалось прочитать файл: загрузите файл CSV, книгу XLSX или текст, скопированный из электронной таблицы',
    empty: 'В файле нет строк',
    tooManyColumns: 'В файле больше 100 столбцов',
    columns: 'Укажите для каждого столбца файла одно поле или пропустите столбец',
    keyColumns: 'Выберите столбцы, которые называют записи: имя и телефон абонента или адрес',
  },
};
export default importFiles;
