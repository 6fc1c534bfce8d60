import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type NotificationPayload, useNotificationContext, useStore, useTranslate } from 'react-admin';
import { useEffect } from 'react';

/** Spec section 9: a toast lives 3000 ms and animates in 0.3 s. */
export const NOTIFICATION_LIFETIME_MS = 3000;
export const NOTIFICATION_ANIMATION_S = 0.3;
/** The area store key of the notifications. */
export const NOTIFICATION_STORE_KEY = 'notification-storage';

export interface StoredNotification {
  /** The time it was raised, in ms: also what it expires by. */
  id: number;
  message: string;
  args?: Record<string, unknown>;
  type: 'success' | 'error';
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-12px); }
  to { opacity: 1; transform: translateY(0); }
`;

const toStored = (payload: NotificationPayload, id: number): StoredNotification => ({
  id,
  message: typeof payload.message === 'string' ? payload.message : 'common.errors.unknown',
  args: payload.notificationOptions?.messageArgs,
  type: payload.type === 'error' || payload.type === 'warning' ? 'error' : 'success',
});

/**
 * The notification area: a stack at the top centre, green for success and red
 * for errors, each removed after 3000 ms or when dismissed. It takes what react-admin's `notify()`
 * queues and keeps it in the area's store, so a notification survives the reload or redirect that
 * often follows it, and each area has its own.
 */
export const Notifications = () => {
  const translate = useTranslate();
  const { notifications, resetNotifications } = useNotificationContext();
  const [stack, setStack] = useStore<StoredNotification[]>(NOTIFICATION_STORE_KEY, []);

  // Move what react-admin queued into the stored stack. (Its takeNotification() returns the same
  // first item until the next render, so the whole queue is copied and reset instead.)
  useEffect(() => {
    if (notifications.length === 0) return;
    resetNotifications();
    setStack((current = []) => {
      // Ids are timestamps; two raised in the same millisecond still get distinct ones.
      const first = Math.max(Date.now(), (current.at(-1)?.id ?? 0) + 1);
      return [...current, ...notifications.map((payload, index) => toStored(payload, first + index))];
    });
  }, [notifications, resetNotifications, setStack]);

  // One timer for the next notification to expire.
  useEffect(() => {
    if (!stack?.length) return;
    const now = Date.now();
    const live = stack.filter((item) => item.id + NOTIFICATION_LIFETIME_MS > now);
    if (live.length !== stack.length) {
      setStack(live);
      return;
    }
    const next = Math.min(...stack.map((item) => item.id + NOTIFICATION_LIFETIME_MS)) - now;
    const timer = setTimeout(
      () => setStack((current) => (current ?? []).filter((item) => item.id + NOTIFICATION_LIFETIME_MS > Date.now())),
      next,
    );
    return () => clearTimeout(timer);
  }, [stack, setStack]);

  const dismiss = (id: number) => setStack((current) => (current ?? []).filter((item) => item.id !== id));

  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(480px, calc(100vw - 32px))',
        pointerEvents: 'none',
      }}
    >
      {(stack ?? []).map((item) => (
        <Paper
          key={item.id}
          elevation={6}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-type={item.type}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.25,
            pointerEvents: 'auto',
            bgcolor: item.type === 'error' ? 'error.main' : 'success.main',
            color: item.type === 'error' ? 'error.contrastText' : 'success.contrastText',
            animation: `${slideIn} ${NOTIFICATION_ANIMATION_S}s ease-out`,
            // As the themes' own transitions (themes.ts): no slide for someone who asks for less motion.
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {item.type === 'error' ? <ErrorOutlined /> : <CheckCircleOutlined />}
          <Typography variant="body2" sx={{ flex: 1 }}>
            {translate(item.message, { _: item.message, ...item.args })}
          </Typography>
          <Box>
            <IconButton
              size="small"
              color="inherit"
              onClick={() => dismiss(item.id)}
              aria-label={translate('common.notifications.dismiss')}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
};
