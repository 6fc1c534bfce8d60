import type en from '../en/regKeys';
import type { Catalogue } from '../types';

const regKeys: Catalogue<typeof en> = {
  name: 'Регистрационный ключ |||| Регистрационные ключи |||| Регистрационных ключей',
  menu: 'Регистрационные ключи',
  searchPlaceholder: 'Поиск по компании, телефону или названию',
  fields: {
    id: 'ID',
    company: 'Компания',
    uuid: 'UUID',
    period: 'Период',
    phoneNumber: 'Номер телефона',
    title: 'Название',
    status: 'Статус',
    keyType: 'Тип ключа',
  },
  status: {
    none: 'Без статуса',
    sent: 'Отправлен',
    approved: 'Одобрен',
    rejected: 'Отклонён',
    deleteUser: 'Удаление запрошено пользователем',
    deleteAdmin: 'Удаление запрошено администратором',
    deleteByAdmin: 'Удалён администратором',
    deleteByUser: 'Удалён пользователем',
    deleteBySender: 'Удалён отправителем',
    expired: 'Истёк',
  },
};
export default regKeys;
