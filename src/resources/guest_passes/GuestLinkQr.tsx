import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/**
 * A link's QR code as an SVG, drawn in the browser. `qrcode` is loaded only when a link is issued: the
 * area's first download does not carry it.
 */
export const GuestLinkQr = ({ link, label }: { link: string; label: string }) => {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode/lib/browser.js')
      .then(({ toString }) => toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="guest-link-qr"
      // The code stays black on white in either theme: scanners read dark modules on a light ground.
      sx={{
        width: 200,
        height: 200,
        bgcolor: '#fff',
        p: 1,
        borderRadius: 1,
        mx: 'auto',
        '& svg': { width: '100%', height: '100%' },
      }}
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
};
