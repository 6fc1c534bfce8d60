import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from './dataProvider';

/** The area's dataProvider with every custom method, typed by the Actions behind them. */
export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>();
