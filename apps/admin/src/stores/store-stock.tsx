/**
 * A store's shelf stock (role owner, decision 86): the skus it holds page by page, searchable by
 * the start of a sku or words of the product's name; quantities changed in the table are saved
 * together as one batch, and a sku the store does not hold yet is given a quantity below. The
 * API takes a batch whole or not at all and names the refused item's field.
 */

import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminStoreStockItem } from '@shop/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../api.ts';

const PAGE_SIZE = 25;

interface StockPage {
  items: AdminStoreStockItem[];
  total: number;
}

/** A typed quantity as the API takes it: a whole number of 0 or more, else null. */
function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,8}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function StoreStock({ code }: { code: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<StockPage | null>(null);
  /** Quantities typed in the table, by sku, until they are saved. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [newSku, setNewSku] = useState('');
  const [newQty, setNewQty] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setRows(
        await apiCall<StockPage>('GET', `/admin/stores/${encodeURIComponent(code)}/stock`, {
          query: { q: query, page: page + 1, size: PAGE_SIZE },
        }),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }, [code, query, page, notify]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (items: { sku: string; qty: number }[]) => {
    setBusy(true);
    try {
      const result = await apiCall<{ changed: number; unchanged: number }>(
        'PUT',
        `/admin/stores/${encodeURIComponent(code)}/stock`,
        { body: { items } },
      );
      notify(translate('resources.stores.stock.saved', result), { type: 'success' });
      setEdits({});
      await load();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const edited = Object.entries(edits).map(([sku, text]) => ({ sku, qty: quantityOf(text) }));
  const editsValid = edited.length > 0 && edited.every((item) => item.qty !== null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setQuery(search.trim());
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const qty = quantityOf(newQty);
    if (newSku.trim() === '' || qty === null) return;
    if (await save([{ sku: newSku.trim(), qty }])) {
      setNewSku('');
      setNewQty('');
    }
  };

  const newQtyInvalid = newQty !== '' && quantityOf(newQty) === null;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box component="form" onSubmit={onSearch} role="search" sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={translate('resources.stores.stock.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
        />
        <Button type="submit" variant="outlined">
          {translate('resources.stores.stock.search_button')}
        </Button>
      </Box>
      <Table size="small" aria-label={translate('resources.stores.tab_stock')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.stores.stock.sku')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('resources.stores.stock.name')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('resources.stores.stock.qty')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.items.map((item) => {
            const text = edits[item.sku] ?? String(item.qty);
            const invalid = quantityOf(text) === null;
            return (
              <TableRow key={item.sku}>
                <TableCell component="th" scope="row">
                  {item.sku}
                </TableCell>
                <TableCell>{item.name ?? ''}</TableCell>
                <TableCell align="right">
                  <TextField
                    value={text}
                    onChange={(event) => {
                      const value = event.target.value;
                      setEdits((current) => {
                        const next = { ...current };
                        if (value === String(item.qty)) delete next[item.sku];
                        else next[item.sku] = value;
                        return next;
                      });
                    }}
                    error={invalid}
                    size="small"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        'aria-label': translate('resources.stores.stock.qty_of', { sku: item.sku }),
                        'aria-invalid': invalid,
                        style: { textAlign: 'right', width: '6em' },
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {rows && rows.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>{translate('resources.stores.stock.none')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows?.total ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        labelRowsPerPage={translate('resources.stores.stock.rows')}
      />
      <Box>
        <Button
          variant="contained"
          disabled={busy || !editsValid}
          onClick={() => void save(edited.map((item) => ({ sku: item.sku, qty: item.qty ?? 0 })))}
        >
          {translate('resources.stores.stock.save')}
        </Button>
      </Box>
      <Box component="form" onSubmit={onAdd}>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {translate('resources.stores.stock.add_title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={translate('resources.stores.stock.sku')}
            value={newSku}
            onChange={(event) => setNewSku(event.target.value)}
            size="small"
            required
          />
          <TextField
            label={translate('resources.stores.stock.qty')}
            value={newQty}
            onChange={(event) => setNewQty(event.target.value)}
            size="small"
            required
            error={newQtyInvalid}
            helperText={newQtyInvalid ? translate('resources.stores.stock.whole_number') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="outlined" disabled={busy}>
            {translate('resources.stores.stock.add')}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
