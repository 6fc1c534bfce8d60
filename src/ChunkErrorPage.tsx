import { BareAlert } from './layout/bare/BareAlert';
import { BareButton } from './layout/bare/BareButton';
import { BareLayout, useBareTranslate } from './layout/bare/BareLayout';

const ChunkError = () => {
  const translate = useBareTranslate();
  return (
    <div className="bare-stack">
      <BareAlert severity="error">{translate('common.errors.chunkLoad')}</BareAlert>
      <BareButton onClick={() => window.location.reload()}>{translate('common.actions.reload')}</BareButton>
    </div>
  );
};

/** Shown when a part of the console could not be downloaded (or crashed while starting). */
const ChunkErrorPage = () => (
  <BareLayout>
    <ChunkError />
  </BareLayout>
);

export default ChunkErrorPage;
