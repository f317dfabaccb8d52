/**
 * Catalogue imports (role catalogue, decision 74): sending a CSV or JSON file, the job's
 * progress as a bar fed by polling the job until it ends, the validation report by line and
 * field with a download of the rejected rows, and the list of past imports.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import type { CatalogImportJob } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  ListBase,
  NumberField,
  Pagination,
  Show,
  TextField,
  Title,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { downloadRejects } from './data.ts';
import { importProgress, isRunning } from './mappings.ts';

type Job = CatalogImportJob;

function StateField() {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  return job ? <span>{translate(`resources.imports.states.${job.state}`)}</span> : null;
}

export function ImportList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <TextField source="file_name" sortable={false} />
        <FunctionField source="state" sortable={false} render={() => <StateField />} />
        <NumberField source="rows_read" sortable={false} />
        <NumberField source="rows_rejected" sortable={false} />
        <NumberField source="created" sortable={false} />
        <NumberField source="updated" sortable={false} />
        <NumberField source="unchanged" sortable={false} />
        <TextField source="actor" sortable={false} />
        <DateField source="created_at" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The page that sends a file: a plain file field (keyboard and screen readers know it). */
export function ImportCreate() {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate<Job & { file?: File }>();
  const redirect = useRedirect();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const fieldId = useId();
  const helpId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    create(
      'imports',
      { data: { file } },
      {
        onSuccess: (job) => redirect('show', 'imports', job.id),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.imports.new_title')} />
      <CardContent component="form" onSubmit={send}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {translate('resources.imports.new_title')}
        </Typography>
        <Typography component="label" htmlFor={fieldId} sx={{ display: 'block', mb: 1 }}>
          {translate('resources.imports.file')}
        </Typography>
        <input
          id={fieldId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={helpId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Typography id={helpId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {translate('resources.imports.file_help')}
        </Typography>
        <MuiButton type="submit" variant="contained" disabled={!file || isPending} sx={{ mt: 2 }}>
          {translate('resources.imports.send')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}

const COUNTS = [
  'rows_read',
  'rows_rejected',
  'created',
  'updated',
  'unchanged',
  'indexed',
  'images_stored',
] as const;

function ProblemsField() {
  const row = useRecordContext<{ problems: { field: string; message: string }[] }>();
  if (!row) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {row.problems.map((problem) => (
        <li key={`${problem.field}:${problem.message}`}>
          <strong>{problem.field}</strong>: {problem.message}
        </li>
      ))}
    </Box>
  );
}

/** The rejected rows of a job, by line, with their problems by field. */
function Report({ job }: { job: Job }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box component="section" aria-labelledby="import-report" sx={{ mt: 3 }}>
      <Typography id="import-report" component="h2" variant="h6">
        {translate('resources.imports.report')}
      </Typography>
      <MuiButton
        variant="outlined"
        sx={{ my: 1 }}
        onClick={() =>
          downloadRejects(job.id).catch((error: Error) => notify(error.message, { type: 'error' }))
        }
      >
        {translate('resources.imports.download')}
      </MuiButton>
      <ListBase
        resource="import-rejects"
        filter={{ job_id: job.id }}
        perPage={50}
        sort={{ field: 'line', order: 'ASC' }}
        disableSyncWithLocation
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <NumberField source="line" sortable={false} />
          <TextField source="sku" sortable={false} />
          <FunctionField source="problems" sortable={false} render={() => <ProblemsField />} />
        </Datagrid>
        <Pagination rowsPerPageOptions={[50]} />
      </ListBase>
    </Box>
  );
}

function JobView() {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  if (!job) return null;
  const progress = importProgress(job);
  const label = translate('resources.imports.progress', {
    state: translate(`resources.imports.states.${job.state}`),
  });
  return (
    <CardContent>
      <Typography component="h1" variant="h5">
        {translate('resources.imports.job_title', { id: job.id, file: job.file_name })}
      </Typography>
      <Box sx={{ my: 2 }}>
        <Typography id="import-state" role="status" sx={{ mb: 1 }}>
          {label}
          {progress === null ? '' : ` (${progress}%)`}
        </Typography>
        <LinearProgress
          aria-labelledby="import-state"
          variant={progress === null ? 'indeterminate' : 'determinate'}
          value={progress ?? undefined}
          color={job.state === 'rejected' || job.state === 'failed' ? 'error' : 'primary'}
        />
      </Box>
      {job.state === 'done' ? (
        <Alert severity="success">{translate('resources.imports.done_help')}</Alert>
      ) : null}
      {job.state === 'rejected' ? (
        <Alert severity="error">
          {translate('resources.imports.rejected_help', { count: job.rows_rejected })}
        </Alert>
      ) : null}
      {job.state === 'failed' ? <Alert severity="error">{job.failure}</Alert> : null}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content auto',
          columnGap: 2,
          rowGap: 0.5,
          mt: 2,
        }}
      >
        {COUNTS.map((count) => (
          <Box key={count} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`resources.imports.fields.${count}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={count}>
              {job[count]}
            </Typography>
          </Box>
        ))}
      </Box>
      {job.ignored_columns.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('resources.imports.ignored', { columns: job.ignored_columns.join(', ') })}
        </Typography>
      ) : null}
      {job.state === 'rejected' ? <Report job={job} /> : null}
    </CardContent>
  );
}

/** One job, polled every half second while it moves (the poll stops once it has ended). */
export function ImportShow() {
  return (
    <Show<Job>
      queryOptions={{
        refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? 500 : false),
      }}
    >
      <JobView />
    </Show>
  );
}
