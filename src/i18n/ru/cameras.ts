import type en from '../en/cameras';
import type { Catalogue } from '../types';

const cameras: Catalogue<typeof en> = {
  name: 'Камера |||| Камеры |||| Камер',
  menu: 'Камеры',
  create: 'Новая камера',
  edit: 'Редактирование камеры',
  editNamed: 'Камера %{name}',
  searchPlaceholder: 'Поиск по названию или ссылке',
  emptyList: 'Камер пока нет',
  invite: 'Добавить первую камеру',
  fields: {
    id: 'ID',
    uuid: 'UUID',
    name: 'Название',
    login: 'Логин',
    password: 'Пароль',
    link: 'Ссылка на видеопоток',
    serviceCompany: 'Обслуживающая компания',
    companyId: 'Компания',
    status: 'Статус',
    offlineReason: 'Причина недоступности',
    checked: 'Последняя проверка',
  },
  status: {
    online: 'В сети',
    offline: 'Не в сети',
    unchecked: 'Не проверялась',
    checkedAt: 'проверено %{time}',
  },
  offlineReasons: {
    refused: 'В подключении отказано: на этом порту ничего не работает',
    timeout: 'Нет ответа за отведённое время',
    notResolved: 'Имя хоста не найдено',
    unreachable: 'Сеть или хост недоступны',
    closed: 'Соединение закрыто без ответа',
    notCamera: 'Ответ получен, но не от RTSP- или HTTP-камеры',
    addressNotAllowed: 'Серверу запрещено подключаться к этому адресу',
    failed: 'Проверка не удалась',
  },
  checkAll: {
    progress: 'Проверено %{done} из %{total}',
    done:
      'Проверена %{smart_count} камера: в сети — %{online}, не в сети — %{offline} |||| Проверены %{smart_count} камеры: в сети — %{online}, не в сети — %{offline} |||| Проверено %{smart_count} камер: в сети — %{online}, не в сети — %{offline}',
    stopped:
      'Проверено %{done} из %{total}: лимит проверок статуса на эту минуту исчерпан. Подождите минуту и снова нажмите «Проверить все»; первыми проверяются камеры, которые проверялись раньше всех.',
    failed:
      'Не удалось проверить %{smart_count} камеру: %{reason} |||| Не удалось проверить %{smart_count} камеры: %{reason} |||| Не удалось проверить %{smart_count} камер: %{reason}',
  },
  help: {
    link: 'rtsp://, http:// или https:// и адрес камеры, например rtsp://192.168.1.20:554/stream1',
    passwordNew: 'Пароль для входа в камеру. Он хранится в зашифрованном виде и больше не показывается.',
    passwordStored: 'Пароль сохранён. Оставьте поле пустым, чтобы не менять его.',
    passwordNone: 'Пароль не задан. Оставьте поле пустым, чтобы так и оставить.',
    passwordAddressChanged:
      'Ссылка теперь ведёт на другой адрес: введите пароль камеры заново. Сохранённый пароль остаётся только для прежнего адреса.',
  },
  actions: {
    checkStatus: 'Проверить статус',
    checkAll: 'Проверить все',
  },
  notifications: {
    created: 'Камера сохранена',
    updated: 'Камера сохранена',
    deleted: 'Камера удалена |||| Камеры удалены |||| Камеры удалены',
    online: '%{name}: в сети',
    offline: '%{name}: не в сети, камера не ответила',
    offlineBecause: '%{name}: не в сети. %{reason}',
  },
  confirm: {
    deleteOne: 'Удалить эту камеру?',
    delete: 'Удалить эти камеры?',
    deleteContent:
      '%{smart_count} выбранная камера будет удалена. |||| %{smart_count} выбранные камеры будут удалены. |||| %{smart_count} выбранных камер будут удалены.',
  },
  validation: {
    link: 'Введите ссылку, которая начинается с rtsp://, http:// или https:// и содержит адрес камеры',
    linkCredentials: 'Укажите логин и пароль в отдельных полях, а не в ссылке',
    passwordForNewAddress: 'Введите пароль заново для нового адреса',
  },
  errors: {
    passwordUnreadable: 'Сохранённый пароль не расшифровывается ключом сервера. Введите пароль заново.',
    addressNotAllowed:
      'Сервер не подключается к этому адресу (адреса loopback, link-local и подобные запрещены). Укажите сетевой адрес камеры.',
    tooManyChecks: 'Слишком много проверок статуса за последнюю минуту. Подождите минуту и попробуйте снова.',
  },
};
export default cameras;
