import type en from '../en/postamates';
import type { Catalogue } from '../types';

const postamates: Catalogue<typeof en> = {
  name: 'Постамат |||| Постаматы |||| Постаматов',
  menu: 'Постаматы',
  create: 'Регистрация постамата',
  edit: 'Редактирование постамата',
  editNamed: 'Постамат %{name}',
  searchPlaceholder: 'ID постамата или публичный ID',
  emptyList: 'Постаматов пока нет',
  invite: 'Зарегистрируйте первый постамат',
  fields: {
    id: 'ID',
    postamatId: 'ID постамата',
    publicId: 'Публичный ID',
    companyId: 'Компания',
    companyName: 'Компания',
    status: 'Статус',
    lastSeen: 'На связи',
    remoteCameraRtspAddress: 'RTSP-адрес удалённой камеры',
    cameraStatus: 'Камера',
    cells: 'Ячейки',
    number: 'Номер',
    size: 'Размер',
    state: 'Состояние',
  },
  cellStates: {
    free: 'Свободна',
    occupied: 'Занята',
    outOfOrder: 'Не работает',
    opened: 'Открыта',
  },
  cells: {
    summary: 'свободно %{free} из %{total}',
    none: 'Ячеек пока нет: добавьте первую',
    add: 'Добавить ячейку',
    remove: 'Удалить ячейку %{number}',
  },
  help: {
    rtsp: 'rtsp:// и адрес камеры, например rtsp://192.168.1.20:554/stream1; проверяется как камера',
  },
  notifications: {
    created: 'Постамат зарегистрирован',
    updated: 'Постамат обновлён',
    deleted: 'Постамат удалён',
  },
  confirm: {
    delete: 'Удалить этот постамат?',
  },
  validation: {
    rtspOnly: 'Введите адрес, начинающийся с rtsp://',
  },
  errors: {
    idTaken: 'Постамат с таким ID уже зарегистрирован',
    publicIdTaken: 'Постамат с таким публичным ID уже зарегистрирован',
    unknownCompany: 'Такой компании нет',
    noCamera: 'У постамата нет адреса камеры для проверки',
    noSuchCell: 'В постамате нет ячеек с номерами: %{numbers}',
  },
};
export default postamates;
