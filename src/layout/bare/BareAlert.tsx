import { ErrorIcon, InfoIcon } from './icons';

/** A message on a bare page: an error (role alert) or a notice (role status). */
export const BareAlert = ({ severity, children }: { severity: 'error' | 'info'; children: string }) => (
  <div className="bare-alert" data-severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
    {severity === 'error' ? <ErrorIcon /> : <InfoIcon />}
    <p>{children}</p>
  </div>
);
