import type en from '../en/points';
import type { Catalogue } from '../types';

const points: Catalogue<typeof en> = {
  name: 'Точка доступа |||| Точки доступа |||| Точек доступа',
  menu: 'Точки доступа',
  create: 'Новая точка доступа',
  edit: 'Редактирование точки доступа',
  editNamed: 'Точка доступа %{name}',
  searchPlaceholder: 'ID замка, компания или место',
  fields: {
    id: 'ID',
    displayName: 'Название',
    lockId: 'ID замка',
    lockPid: 'ID замка',
    perimeterId: 'Периметр',
    isPostamatAccessPoint: 'Точка доступа постамата',
    type: 'Тип',
    sid: 'SID',
    elevator: 'Лифт',
    openTime: 'Время открытия',
    autoOpen: 'Разрешить автоматическое открытие',
    distance: 'Расстояние',
    geoRestriction: {
      title: 'Геоограничение',
      radius: 'Радиус',
      latitude: 'Широта',
      longitude: 'Долгота',
    },
    defaultKeySettings: {
      title: 'Настройки ключей по умолчанию',
      keepDoorOpened: 'Держать дверь открытой',
      gestures: {
        title: 'Жесты',
        useMethod1: 'Использовать способ 1',
        useMethod2: 'Использовать способ 2',
      },
      onMoving: {
        title: 'Открытие при приближении',
        activeDistance: 'Расстояние срабатывания',
        autoOpen: 'Автоматическое открытие',
        autoClose: 'Автоматическое закрытие',
        keepOpenedWhileStayingNear: 'Держать открытым, пока пользователь рядом',
        openWhileTooCloseToLock: 'Открывать вплотную к замку',
        tooCloseToLockDistance: 'Расстояние «вплотную к замку»',
      },
    },
    keyUsage: {
      title: 'Использование ключей',
      restrictions: {
        title: 'Ограничения',
        key: 'Параметр',
        name: 'Ограничение',
        value: 'Значение',
        type: 'Тип',
      },
    },
    isLift: 'Точка доступа в лифте',
    transports: 'Транспорт',
    isOpeningByInternet: 'Разрешить открытие через интернет',
    isOpeningByPhone: 'Разрешить открытие по звонку',
    paymentDate: 'Дата оплаты',
    company: 'Компания',
    installationSite: 'Место установки',
    installationDate: 'Дата установки',
    comment: 'Комментарий',
  },
  type: {
    Default: 'По умолчанию (платформа)',
    default: 'По умолчанию',
    entrance: 'Вход',
    exit: 'Выход',
  },
  restrictionKey: {
    AutoOpenEnabled: 'Автоматическое открытие включено',
    KeepOpenedEnabled: 'Удержание в открытом состоянии включено',
    MaxOpenedTime: 'Максимальное время открытия',
    MinOpenedTime: 'Минимальное время открытия',
    MaxActiveDistance: 'Максимальное расстояние срабатывания',
    MinActiveDistance: 'Минимальное расстояние срабатывания',
  },
  restrictionType: {
    boolean: 'Да/нет',
    timeSpan: 'Интервал времени',
    int: 'Целое число',
  },
  noLocks: 'Замки не найдены',
  sections: {
    main: 'Точка доступа',
    keyUsage: 'Ограничения ключей',
    opening: 'Открытие',
    other: 'Транспорт, оплата и комментарий',
  },
  units: {
    ms: 'мс',
    m: 'м',
  },
  actions: {
    removeRestriction: 'Удалить ограничение «%{name}»',
    addRestriction: 'Добавить ограничение',
  },
  notifications: {
    saved: 'Точка доступа сохранена',
    deleted: 'Точка доступа удалена',
  },
  confirm: {
    delete: 'Удалить эту точку доступа?',
  },
  errors: {
    perimeterNotFound: 'В вашей компании нет такого периметра',
    lockNotAvailable: 'Этот замок недоступен вашей компании',
  },
};
export default points;
