import { useEffect, useState } from 'react';

/**
 * An otpauth:// URI as a QR code for an authenticator app, drawn in the browser as an SVG. Plain DOM (no
 * component library), so that the sign-in page's step and the areas' page both use it; `qrcode` is loaded
 * only when one is shown. Black on white in either theme: scanners read dark modules on a light ground.
 */
export const TotpQr = ({ uri, label }: { uri: string; label: string }) => {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode/lib/browser.js')
      .then(({ toString }) => toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      className="totp-qr"
      style={{ width: 184, height: 184, background: '#fff', padding: 8, borderRadius: 4, margin: '0 auto' }}
      dangerouslySetInnerHTML={svg ? { __html: svg.replace('<svg', '<svg width="100%" height="100%"') } : undefined}
    />
  );
};

/** A TOTP secret in groups of four, as authenticator apps show and take it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
