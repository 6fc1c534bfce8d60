import type en from '../en/companyRoles';
import type { Catalogue } from '../types';

const companyRoles: Catalogue<typeof en> = {
  name: 'Роль |||| Роли |||| Ролей',
  title: 'Роли',
  help: 'Что может делать каждый администратор компании. Встроенные роли не меняются; создайте свою из разрешений и назначьте её администратору.',
  permission: 'Разрешение',
  builtIn: {
    director: 'Руководитель',
    administrator: 'Администратор',
    concierge: 'Консьерж',
    security: 'Охрана',
    accountant: 'Бухгалтер',
  },
  platform: {
    operator: 'Оператор',
    auditor: 'Аудитор (только просмотр)',
  },
  kinds: {
    residents: 'Абоненты, ключи и заявки',
    guests: 'Гости: права доступа и гостевые ссылки',
    property: 'Адреса, здания и двери',
    devices: 'Устройства: камеры, домофоны, контроллеры',
    journal: 'Журнал доступа',
    payments: 'Тарифы и платежи',
    audit: 'История изменений',
    company: 'Настройки компании, роли и QR-код',
  },
  levels: {
    none: 'Нет доступа',
    view: 'Просмотр',
    manage: 'Просмотр и изменение',
  },
  fields: {
    name: 'Название',
    permissions: 'Разрешения',
    administrators: 'Администраторы',
  },
  administrators: '%{smart_count} администратор |||| %{smart_count} администратора |||| %{smart_count} администраторов',
  noAdministrators: 'Ни у кого не назначена',
  custom: 'Своя роль',
  add: 'Новая роль',
  edit: 'Изменить роль «%{name}»',
  delete: 'Удалить роль «%{name}»',
  confirmDelete: 'Удалить роль «%{name}»? Она ни у кого не назначена.',
  notifications: {
    created: 'Роль создана',
    updated: 'Роль сохранена',
    deleted: 'Роль удалена',
  },
  errors: {
    nameTaken: 'У компании уже есть роль с таким названием',
    inUse: 'Эта роль назначена администраторам: сначала назначьте им другую',
    unknownRole: 'Выберите одну из ролей',
  },
};

export default companyRoles;
