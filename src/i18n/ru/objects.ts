import type en from '../en/objects';
import type { Catalogue } from '../types';

const objects: Catalogue<typeof en> = {
  name: 'Объект доступа |||| Объекты доступа |||| Объектов доступа',
  menu: 'Точки доступа',
  title: 'Объекты и точки доступа',
  create: 'Новый объект доступа',
  edit: 'Редактирование объекта доступа',
  editNamed: 'Объект доступа %{name}',
  fields: {
    id: 'ID',
    displayName: 'Название',
    description: 'Описание',
    categories: 'Категории',
    image: 'Изображение',
    userDisplayName: 'Название для пользователей',
    additionalInfo: 'Дополнительная информация',
    heading: 'Заголовок',
    comment: 'Комментарий',
  },
  notifications: {
    saved: 'Объект доступа сохранён',
    deleted: 'Объект доступа удалён',
  },
  confirm: {
    delete: 'Удалить этот объект доступа?',
  },
  perimeters: {
    name: 'Периметр |||| Периметры |||| Периметров',
    create: 'Новый периметр',
    edit: 'Редактирование периметра',
    editNamed: 'Периметр %{name}',
    fields: {
      id: 'ID',
      displayName: 'Название',
      accessObjectId: 'Объект доступа',
      parentId: 'Родительский периметр',
      description: 'Описание',
      restrictPassPermanentKeys: 'Запретить проход по постоянным ключам',
      restrictPassTemporaryKeys: 'Запретить проход по временным ключам',
    },
    rootParent: 'Непосредственно в объекте',
    notifications: {
      saved: 'Периметр сохранён',
      deleted: 'Периметр удалён',
    },
    confirm: {
      delete: 'Удалить этот периметр?',
    },
  },
  tree: {
    addObject: 'Добавить объект',
    addPerimeter: 'Добавить периметр',
    addAccessPoint: 'Добавить точку доступа',
    foldAll: 'Свернуть все',
    unfoldAll: 'Развернуть все',
    showPoints: 'Показать точки',
    hidePoints: 'Скрыть точки',
    search: 'Поиск по дереву',
    empty: 'Объектов доступа пока нет',
    noMatches: 'В дереве ничего не найдено',
    hasPoints: 'Содержит точки доступа',
    accessPoint: 'Точка доступа',
    selectNode: 'Выберите в дереве объект, периметр или точку доступа',
  },
  errors: {
    objectHasPerimeters: 'У объекта есть периметры: сначала удалите или перенесите их',
    perimeterHasChildren: 'У периметра есть дочерние периметры: сначала удалите или перенесите их',
    perimeterHasPoints: 'В периметре есть точки доступа: сначала удалите или перенесите их',
    objectNotFound: 'В вашей компании нет такого объекта доступа',
    parentNotFound: 'В вашей компании нет такого периметра',
    parentInOtherObject: 'Родительский периметр относится к другому объекту доступа',
    parentCycle: 'Периметр нельзя поместить в него самого или в один из его дочерних периметров',
  },
};
export default objects;
