/** How sharing a link ended: the share sheet took it, it was copied, the person closed the sheet, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Hands a link on: the browser's share sheet where it has one (a phone's: messengers, mail, SMS), the
 * clipboard otherwise, or when the sheet refuses (a desktop browser may refuse some kinds of data).
 * Closing the sheet is the person's choice, not a failure, and copies nothing behind their back.
 */
export async function shareLink(link: { url: string; title: string; text?: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!navigator.clipboard) return 'failed';
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
