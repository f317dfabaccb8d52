/**
 * The newsletter's subscribers as a CSV file (role customer_service, decision 76): active,
 * pending or all subscriptions, of one store view or both. The API audits every export.
 */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Button as MuiButton,
  Select,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFrom } from '../people/data-provider.ts';

export function NewsletterExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState('active');
  const [store, setStore] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`resources.newsletter.${key}`);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFrom(
        '/admin/newsletter/subscribers.csv',
        { status, store_code: store || undefined },
        `newsletter-subscribers-${status}${store ? `-${store}` : ''}.csv`,
      );
      notify('resources.newsletter.exported');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('help')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <FormControl sx={{ minWidth: 200 }}>
            <InputLabel id="newsletter-status">{t('status')}</InputLabel>
            <Select
              labelId="newsletter-status"
              label={t('status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <MenuItem value="active">{t('statuses.active')}</MenuItem>
              <MenuItem value="pending">{t('statuses.pending')}</MenuItem>
              <MenuItem value="all">{t('statuses.all')}</MenuItem>
            </Select>
          </FormControl>
          <FormControl sx={{ minWidth: 200 }}>
            <InputLabel id="newsletter-store">{t('store')}</InputLabel>
            <Select
              labelId="newsletter-store"
              label={t('store')}
              value={store}
              onChange={(event) => setStore(event.target.value)}
            >
              <MenuItem value="">{t('stores_all')}</MenuItem>
              <MenuItem value="nl">nl</MenuItem>
              <MenuItem value="de">de</MenuItem>
            </Select>
          </FormControl>
        </Box>
        <MuiButton
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={busy}
          sx={{ mt: 2 }}
        >
          {t('download')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}
