import type en from '../en/cameras';
import type { Catalogue } from '../types';

const cameras: Catalogue<typeof en> = {
  name: 'Камера |||| Камеры |||| Камер',
  menu: 'Камеры',
  create: 'Новая камера',
  edit: 'Редактирование камеры',
  searchPlaceholder: 'Поиск камер',
  fields: {
    id: 'ID',
    uuid: 'UUID',
    name: 'Название',
    login: 'Логин',
    password: 'Пароль',
    link: 'Ссылка на видеопоток',
    serviceCompany: 'Обслуживающая компания',
    status: 'Статус',
  },
  status: {
    online: 'В сети',
    offline: 'Не в сети',
  },
  actions: {
    checkStatus: 'Проверить статус',
  },
  notifications: {
    saved: 'Камера сохранена',
    deleted: 'Камеры удалены',
  },
  confirm: {
    delete: 'Удалить эти камеры?',
  },
};
export default cameras;
