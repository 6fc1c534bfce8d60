import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms`: a search asks once the typing pauses, not per key. */
export const useDebounced = <Value>(value: Value, ms: number): Value => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
