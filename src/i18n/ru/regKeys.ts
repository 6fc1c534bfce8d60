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
  statusHelp: {
    none: 'Ключ ещё никому не отправлен',
    sent: 'Отправлен жильцу, он ещё не принял ключ',
    approved: 'Принят: ключ открывает свои двери',
    rejected: 'Жилец отказался от ключа',
    deleteUser: 'Жилец попросил удалить ключ',
    deleteAdmin: 'Администратор попросил удалить ключ',
    deleteByAdmin: 'Удалён администратором: больше не открывает двери',
    deleteByUser: 'Удалён жильцом: больше не открывает двери',
    deleteBySender: 'Удалён тем, кто его отправил: больше не открывает двери',
    expired: 'Срок действия истёк: больше не открывает двери',
  },
};
export default regKeys;
