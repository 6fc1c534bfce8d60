import { useTranslate } from 'react-admin';
import { describeUserAgent } from '../../../contract/user-agent';

/** How much of a User-Agent nobody recognised is shown instead (the whole text is in the title). */
const RAW_SHOWN = 60;

/**
 * A browser as a person recognises it, in the console's language: 'Chrome 131 on Windows', 'Firefox 133
 * на Linux'; one nobody recognised by the start of what it sent, none by 'Unknown browser'.
 */
export const useBrowserWords = () => {
  const translate = useTranslate();
  return (userAgent: string | null | undefined): string => {
    const { browser, version, system } = describeUserAgent(userAgent);
    if (!browser) {
      if (!userAgent) return translate('resources.sessions.browser.unknown');
      return userAgent.length > RAW_SHOWN ? `${userAgent.slice(0, RAW_SHOWN)}…` : userAgent;
    }
    const named = version ? translate('resources.sessions.browser.version', { browser, version }) : browser;
    return system ? translate('resources.sessions.browser.withSystem', { browser: named, system }) : named;
  };
};
