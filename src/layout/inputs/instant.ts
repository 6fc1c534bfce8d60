/** A date-time input's value (the browser's local time, or a Date) as an ISO instant; empty or unreadable is null. */
export const toInstant = (local: unknown): string | null => {
  const time =
    local instanceof Date ? local.getTime() : typeof local === 'string' && local ? Date.parse(local) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};
