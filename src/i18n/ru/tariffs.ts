import type en from '../en/tariffs';
import type { Catalogue } from '../types';

const tariffs: Catalogue<typeof en> = {
  name: 'Тариф |||| Тарифы |||| Тарифов',
  menu: 'Тарифы',
  create: 'Новый тариф',
  edit: 'Редактирование тарифа',
  searchPlaceholder: 'Поиск тарифов',
  fields: {
    id: 'ID',
    revision: 'Версия',
    displayName: 'Название',
    userDispalyName: 'Название для пользователей',
    categories: 'Категории',
    costPerMonth: 'Стоимость в месяц',
    costPerYear: 'Стоимость в год',
    keysCountInPackage: 'Количество ключей в пакете',
    trialPeriod: 'Пробный период',
    tariffType: 'Тип тарифа',
    pricePerPackage: 'Цена за пакет',
    pricePerExtraKey: 'Цена за дополнительный ключ',
    effectiveUntil: 'Срок действия',
    services: 'Услуги',
  },
  tariffType: {
    monthly: 'Ежемесячная услуга',
    yearly: 'Ежегодная услуга',
  },
  effectiveUntil: {
    endOfThisMonth: 'До конца текущего месяца',
    endOfNextMonth: 'До конца следующего месяца',
    disabled: 'Отключён',
  },
  services: {
    access: 'Доступ',
    utilities: 'Коммунальные услуги',
  },
  revisions: {
    title: 'Версии',
    current: 'Текущая версия',
    revision: 'Версия %{revision}',
  },
  actions: {
    register: 'Зарегистрировать тариф',
    rollback: 'Откатить к этой версии',
  },
  notifications: {
    saved: 'Тариф сохранён',
    deleted: 'Тариф удалён',
    rolledBack: 'Тариф откачен к версии %{revision}',
  },
  confirm: {
    delete: 'Удалить этот тариф?',
    rollback: 'Откатить тариф к версии %{revision}?',
  },
};
export default tariffs;
