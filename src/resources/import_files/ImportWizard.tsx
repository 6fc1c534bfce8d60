import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { IMPORT_KINDS, type ImportKind } from '../../../contract/import-columns';
import { PageHeader } from '../../layout/PageHeader';
import { ApplyStep } from './ApplyStep';
import { ColumnsStep } from './ColumnsStep';
import { DryRunStep } from './DryRunStep';
import { FileStep } from './FileStep';

const STEPS = ['file', 'columns', 'dryRun', 'apply'] as const;
type StepName = (typeof STEPS)[number];

/** An apply begun and not ended: its file, columns and rows, to go on with after a closed tab. */
interface PendingApply {
  fileId: string;
  columns: string[];
  rows: number;
}

/** The kind of records imported, from the address (`?kind=addresses`); residents by default. */
const useKind = (): ImportKind => {
  const [search] = useSearchParams();
  const kind = search.get('kind');
  return IMPORT_KINDS.find((name) => name === kind) ?? 'residents';
};

/**
 * The import wizard (issue 43): the file, its columns, the dry run, then the apply; nothing is written
 * until the user applies the plan. Each step's heading takes the focus when it opens, so a keyboard user goes on
 * from there.
 */
export const ImportWizard = () => {
  const translate = useTranslate();
  const kind = useKind();
  // An apply under way is kept in the browser's store: a tab closed and opened again goes on with it
  // (the server keeps its place; the store only remembers which file it is).
  const [pending, setPending] = useStore<PendingApply | undefined>(`importFiles.apply.${kind}`);
  const [step, setStep] = useState<StepName>(pending ? 'apply' : 'file');
  const [fileId, setFileId] = useState<string | undefined>(pending?.fileId);
  const [columns, setColumns] = useState<string[] | undefined>(pending?.columns);
  const [header, setHeader] = useState<string[]>([]);
  const [rows, setRows] = useState(pending?.rows ?? 0);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // The first step's heading is not focused on arrival: the page's own focus stays where it goes.
    if (opened.current) heading.current?.focus();
    opened.current = true;
  }, [step]);

  const label = (name: StepName) => translate(`resources.import_files.wizard.steps.${name}`);
  return (
    <>
      <PageHeader title={translate(`resources.import_files.wizard.title.${kind}`)} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3 }}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{label(name)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
            {label(step)}
          </Typography>
          {step === 'file' && (
            <FileStep
              kind={kind}
              onUploaded={(id) => {
                setFileId(id);
                setColumns(undefined);
                setStep('columns');
              }}
            />
          )}
          {step === 'columns' && fileId && (
            <ColumnsStep
              kind={kind}
              fileId={fileId}
              columns={columns}
              onColumns={setColumns}
              onBack={() => setStep('file')}
              onNext={(fileHeader) => {
                setHeader(fileHeader);
                setStep('dryRun');
              }}
            />
          )}
          {step === 'dryRun' && fileId && columns && (
            <DryRunStep
              fileId={fileId}
              columns={columns}
              header={header}
              onBack={() => setStep('columns')}
              onApply={(planned) => {
                setRows(planned);
                setPending({ fileId, columns, rows: planned });
                setStep('apply');
              }}
            />
          )}
          {step === 'apply' && fileId && columns && (
            <ApplyStep
              kind={kind}
              fileId={fileId}
              columns={columns}
              rows={rows}
              onEnded={() => setPending(undefined)}
              onAnother={() => {
                setFileId(undefined);
                setStep('file');
              }}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
};
