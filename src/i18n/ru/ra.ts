import type en from '../en/ra';
import type { Catalogue } from '../types';

const ra: Catalogue<typeof en> = {
  auth: {
    logout: 'Выйти',
  },
  sort: {
    sort_by: 'Сортировать по полю «%{field}» в порядке %{order}',
  },
};

export default ra;
