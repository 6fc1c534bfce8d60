import { useTranslate } from 'react-admin';
import { parseMessage } from '../../contract/messages';

/** Translates a validation message, plain key or with arguments (messages.ts `withArgs`). */
export const useTranslateMessage = () => {
  const translate = useTranslate();
  return (text: string) => {
    const { message, args } = parseMessage(text);
    return translate(message, { ...args, _: message });
  };
};
