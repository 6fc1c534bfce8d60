import type en from '../en/accessRights';
import type { Catalogue } from '../types';

const accessRights: Catalogue<typeof en> = {
  name: 'Право доступа |||| Права доступа |||| Прав доступа',
  menu: 'Права доступа',
  searchPlaceholder: 'Поиск по имени, телефону или госномеру',
  fields: {
    id: 'ID',
    name: 'Имя',
    phone: 'Телефон',
    type: 'Тип',
    accessPoint: 'Точка доступа',
    owner: 'Владелец',
    address: 'Адрес',
    status: 'Статус',
    activeFrom: 'Действует с',
    activeTo: 'Действует до',
    carModel: 'Марка автомобиля',
    carNumber: 'Госномер автомобиля',
  },
};
export default accessRights;
