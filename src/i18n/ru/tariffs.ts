import type en from '../en/tariffs';
import type { Catalogue } from '../types';

const tariffs: Catalogue<typeof en> = {
  name: 'Тариф |||| Тарифы |||| Тарифов',
  menu: 'Тарифы',
  create: 'Новый тариф',
  edit: 'Редактирование тарифа',
  editNamed: 'Тариф %{name}',
  searchPlaceholder: 'Поиск тарифов',
  emptyList: 'Тарифов пока нет',
  invite: 'Добавить первый тариф',
  fields: {
    id: 'ID',
    revision: 'Версия',
    displayName: 'Название',
    userDispalyName: 'Название для жильцов',
    categories: 'Категории',
    costPerMonth: 'Стоимость в месяц',
    costPerYear: 'Стоимость в год',
    keysCountInPackage: 'Ключей в пакете',
    trialPeriod: 'Пробный период, дней',
    tariffType: 'Тип тарифа',
    pricePerPackage: 'Цена за пакет',
    pricePerExtraKey: 'Цена дополнительного ключа',
    effectiveUntil: 'Действует до',
    services: 'Услуги',
  },
  hints: {
    categories: 'Введите категорию и нажмите Enter',
  },
  sections: {
    prices: 'Цены',
    package: 'Пакет и пробный период',
  },
  tariffType: {
    monthly: 'Ежемесячная услуга',
    yearly: 'Ежегодная услуга',
  },
  effectiveUntil: {
    endOfThisMonth: 'Конец текущего месяца',
    endOfNextMonth: 'Конец следующего месяца',
    disabled: 'Бессрочно',
    until: 'До %{date}',
  },
  services: {
    access: 'Доступ',
    utilities: 'Коммунальные услуги',
  },
  revisions: {
    name: 'Версия |||| Версии |||| Версий',
    title: 'Версии',
    inForce: 'Действует',
    revision: 'Версия %{revision}',
    ofTotal: 'Версия %{revision} из %{total}',
    rolledBackFrom: 'Откат к версии %{revision}',
    madeBy: '%{date}, %{user}',
    editingInForce:
      'Действует версия %{revision}. Сохранённые изменения станут версией %{next}; прежние версии сохранятся.',
    viewingOld:
      'Вы смотрите версию %{revision}. Она не действует: действует версия %{current}. Прежние версии только для просмотра; чтобы снова ввести эту версию в действие, откатите тариф к ней — она станет новой версией.',
    viewingInForce: 'Действует версия %{revision}. Ваша роль позволяет смотреть тариф, но не изменять его.',
    viewingOldReadOnly: 'Вы смотрите версию %{revision}. Она не действует: действует версия %{current}.',
    openInForce: 'Открыть действующую версию',
  },
  actions: {
    rollback: 'Откатить к этой версии',
    delete: 'Удалить',
  },
  notifications: {
    created: 'Тариф сохранён',
    saved: 'Тариф сохранён',
    deleted: 'Тариф удалён',
    rolledBack: 'Тариф откачен к версии %{revision}',
  },
  confirm: {
    deleteTitle: 'Удалить этот тариф?',
    deleteContent: 'Тариф будет удалён со всеми версиями.',
    rollbackTitle: 'Откатить к версии %{revision}?',
    rollbackContent:
      'Версия %{revision} будет скопирована как версия %{next} и вступит в действие. История сохранится.',
  },
  errors: {
    revisionInForce: 'Эта версия уже действует',
    inUse: 'Этот тариф подключён абонентам: сначала назначьте им другой тариф',
  },
};
export default tariffs;
