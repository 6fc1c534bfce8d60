import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AccessImpactRecord } from '../../../contract/access-right';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';

/**
 * Before a right over a perimeter or an object is saved: how many access points it opens and to how
 * many people ('Grants passage through 14 access points to 1 person'), a few of the points by name.
 * Nothing for a single point, whose reach is plain.
 */
export const ImpactPreview = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const targetId = useWatch({ name: 'targetId' }) as string | null | undefined;
  const [impact, setImpact] = useState<AccessImpactRecord | undefined>();
  useEffect(() => {
    setImpact(undefined);
    if (!targetId) return;
    let current = true;
    dataProvider
      .getAccessImpact(targetId)
      .then(({ data }) => current && setImpact(data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dataProvider, targetId]);
  if (!impact || impact.kind === 'point') return null;
  if (impact.points === 0) {
    return (
      <Alert severity="warning" sx={{ mb: 2, width: '100%' }} data-testid="access-impact">
        {translate('resources.access_rights.impact.none')}
      </Alert>
    );
  }
  const points = translate('resources.access_rights.impact.points', { smart_count: impact.points });
  const people = translate('resources.access_rights.impact.people', { smart_count: impact.people });
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="access-impact">
      {translate('resources.access_rights.impact.grants', { points, people })}
      {impact.points > 1 && (
        <>
          <br />
          {translate('resources.access_rights.impact.examples', {
            names: impact.examples.map((name) => `«${name}»`).join(', '),
          })}
        </>
      )}
    </Alert>
  );
};
