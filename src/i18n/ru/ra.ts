import type en from '../en/ra';
import type { Catalogue } from '../types';

const ra: Catalogue<typeof en> = {
  auth: {
    logout: 'Выйти',
  },
};

export default ra;
