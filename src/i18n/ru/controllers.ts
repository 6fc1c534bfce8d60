import type en from '../en/controllers';
import type { Catalogue } from '../types';

const controllers: Catalogue<typeof en> = {
  name: 'Контроллер |||| Контроллеры |||| Контроллеров',
  menu: 'Контроллеры',
  create: 'Новый контроллер',
  edit: 'Редактирование контроллера',
  searchPlaceholder: 'Поиск по ID или месту установки',
  fields: {
    id: 'ID',
    secureId: 'Secure ID',
    installationLocation: 'Место установки',
    controllerPhoneNumber: 'Номер телефона контроллера',
    installationDate: 'Дата установки',
    comment: 'Комментарий',
    backsideControllerId: 'ID контроллера с обратной стороны',
  },
  notifications: {
    saved: 'Контроллер сохранён',
    deleted: 'Контроллер удалён',
  },
  confirm: {
    delete: 'Удалить этот контроллер?',
  },
};
export default controllers;
