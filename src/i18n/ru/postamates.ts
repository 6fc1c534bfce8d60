import type en from '../en/postamates';
import type { Catalogue } from '../types';

const postamates: Catalogue<typeof en> = {
  name: 'Постамат |||| Постаматы |||| Постаматов',
  menu: 'Постаматы',
  create: 'Новый постамат',
  edit: 'Редактирование постамата',
  searchPlaceholder: 'Поиск по ID или публичному ID постамата',
  fields: {
    id: 'ID',
    postamatId: 'ID постамата',
    publicId: 'Публичный ID',
    status: 'Статус',
    remoteCameraRtspAddress: 'RTSP-адрес удалённой камеры',
    cells: 'Ячейки',
  },
  status: {
    online: 'В сети',
    offline: 'Не в сети',
  },
  actions: {
    register: 'Зарегистрировать постамат',
  },
  notifications: {
    deleted: 'Постамат удалён',
    registered: 'Постамат зарегистрирован',
    updated: 'Постамат обновлён',
  },
  confirm: {
    delete: 'Удалить этот постамат?',
  },
};
export default postamates;
