type Named = { id: string; displayName: string };

/** The id of the item named `displayName` in a list answer. */
export const idOf = (body: { items: Named[] }, displayName: string): string => {
  const item = body.items.find((candidate) => candidate.displayName === displayName);
  if (!item) throw new Error(`No "${displayName}" among ${body.items.map((i) => i.displayName).join(', ')}`);
  return item.id;
};
