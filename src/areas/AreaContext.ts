import { createContext, useContext } from 'react';
import type { AreaName } from '../session/areaStore';

export const AreaContext = createContext<AreaName>('company');

/** The admin area the component is rendered in. */
export const useArea = () => useContext(AreaContext);
