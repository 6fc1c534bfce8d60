import { useDataProvider } from 'react-admin';
import type { AreaDataProvider, ConsoleDataProvider } from './dataProvider';

/** The area's dataProvider with every custom method, typed by the Actions behind them. */
export const useConsoleDataProvider = (): ConsoleDataProvider => useDataProvider<AreaDataProvider>();
