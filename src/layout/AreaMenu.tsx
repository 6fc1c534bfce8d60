import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { Menu, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { AttentionCount } from '../resources/attention/AttentionCount';

/** The entries that show a live count beside their label. */
const COUNTS: Partial<Record<string, ComponentType>> = { attention: AttentionCount };

/**
 * The sidebar: the area's screens in the spec's order, each with its icon, label and
 * active indicator. Only screens that exist are listed: a resource appears once its <Resource> is
 * registered in the area. The label is the catalogue's menu entry (`resources.<name>.menu`), else the
 * resource's plural name; a long one wraps rather than being cut at the sidebar's width.
 */
export const AreaMenu = ({ order }: { order: readonly string[] }) => {
  const resources = useResourceDefinitions();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (
    <Menu>
      {order
        .filter((name) => resources[name]?.hasList)
        .map((name) => {
          const Count = COUNTS[name];
          return (
            <Menu.ResourceItem
              key={name}
              name={name}
              primaryText={
                Count ? (
                  // The count stays beside its label when the label wraps ("Требует внимания").
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <span>{translate(`resources.${name}.menu`, { _: getResourceLabel(name, 2) })}</span>
                    <Count />
                  </Box>
                ) : (
                  translate(`resources.${name}.menu`, { _: getResourceLabel(name, 2) })
                )
              }
              // react-admin sets the label on one line (noWrap); two lines beat a cut label.
              sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal' } }}
            />
          );
        })}
    </Menu>
  );
};
