import { Menu, useResourceDefinitions } from 'react-admin';

/**
 * The sidebar (spec section 2): the area's screens in the spec's order, each with its icon, label and
 * active indicator. Only screens that exist are listed: a resource appears once its <Resource> is
 * registered in the area.
 */
export const AreaMenu = ({ order }: { order: readonly string[] }) => {
  const resources = useResourceDefinitions();
  return (
    <Menu>
      {order
        .filter((name) => resources[name]?.hasList)
        .map((name) => (
          <Menu.ResourceItem key={name} name={name} />
        ))}
    </Menu>
  );
};
