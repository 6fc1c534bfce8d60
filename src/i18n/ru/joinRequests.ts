import type en from '../en/joinRequests';
import type { Catalogue } from '../types';

const joinRequests: Catalogue<typeof en> = {
  name: 'Заявка на регистрацию |||| Заявки на регистрацию |||| Заявок на регистрацию',
  menu: 'Заявки на регистрацию',
  searchPlaceholder: 'Имя, телефон или квартира',
  emptyList: 'Заявок пока нет',
  help: 'Жители подают их по QR-коду для регистрации со страницы компании. Проверьте каждую заявку (можно позвонить по указанному телефону), прежде чем одобрить её.',
  toQr: 'QR-код',
  fields: {
    name: 'Имя',
    phoneNumber: 'Телефон',
    apartment: 'Квартира',
    address: 'Адрес',
    status: 'Статус',
    created: 'Подана',
    decidedAt: 'Решение',
    decidedBy: 'Кто принял решение',
  },
  statuses: {
    pending: 'Ожидает',
    approved: 'Одобрена',
    refused: 'Отклонена',
  },
  decidedBy: '%{who}, %{date}',
  apartmentNumber: 'Квартира %{apartment}',
  addressGone: 'Адрес удалён',
  actions: {
    approve: 'Одобрить',
    refuse: 'Отклонить',
    abonent: 'Абонент',
  },
  confirm: {
    approveTitle: 'Одобрить заявку?',
    approveContent: '%{name}, квартира %{apartment} по адресу %{address}: будет создан абонент.',
    refuseTitle: 'Отклонить заявку?',
    refuseContent:
      '%{name}, квартира %{apartment} по адресу %{address}: абонент не будет создан. Заявка останется с отметкой «Отклонена».',
  },
  notifications: {
    approved: 'Заявка одобрена: абонент зарегистрирован. Назначьте ему зону доступа на странице абонента.',
    refused: 'Заявка отклонена',
  },
  errors: {
    decided: 'По этой заявке уже принято решение',
    addressGone: 'Адрес из заявки удалён: добавьте абонента вручную',
  },
};
export default joinRequests;
