import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyFailure } from '../../layout/failureMessage';

/**
 * A call of one of the company's tabs: `run` waits for it (`pending` meanwhile), then raises the tab's
 * green toast, or the server's reason in red. The call's result is returned; undefined when it failed.
 */
export const useCompanyCall = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [pending, setPending] = useState(false);
  const run = async <Result,>(call: () => Promise<Result>, successMessage: string): Promise<Result | undefined> => {
    setPending(true);
    try {
      const result = await call();
      notify(successMessage, { type: 'success' });
      return result;
    } catch (error) {
      notifyFailure(error);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};
