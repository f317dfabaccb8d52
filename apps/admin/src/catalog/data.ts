/**
 * The catalogue's part of the data provider (role catalogue): `products` (the list paged,
 * searched, filtered and sorted by the API; one product read and edited by its sku),
 * `imports` (the latest jobs; one job polled; a file sent as the raw body) and
 * `import-rejects` (a job's rejected rows by line, filter `job_id`). An edit the API refuses
 * for a field is answered with that field's problem, which the form shows next to it.
 */
import type {
  CatalogCategory,
  CatalogImportJob,
  CatalogProduct,
  CatalogProductRow,
} from '@shop/contracts';
import {
  type CreateParams,
  type GetListParams,
  type GetOneParams,
  HttpError,
  type UpdateParams,
} from 'react-admin';
import { apiCall, readSession } from '../api.ts';
import {
  formFieldOf,
  type ProductForm,
  productEditBody,
  productForm,
  productListQuery,
  productRowRecord,
} from './mappings.ts';

export const CATALOG_RESOURCES = new Set(['products', 'imports', 'import-rejects', 'categories']);

/** The categories to pick from, named by their path (the API searches and pages them). */
export async function categoryChoices(query: {
  q?: string;
  ids?: readonly (string | number)[];
  page: number;
  size: number;
}) {
  const answer = await apiCall<Paged<CatalogCategory>>('GET', '/admin/catalog/categories', {
    query: {
      q: query.q,
      ids: query.ids && query.ids.length > 0 ? query.ids.map(Number).join(',') : undefined,
      page: query.page,
      size: Math.min(query.size, 200),
    },
  });
  return { data: answer.items as never[], total: answer.total };
}

interface Paged<T> {
  items: T[];
  total: number;
}

interface Reject {
  line: number;
  sku: string | null;
  problems: { field: string; code: string; message: string }[];
}

/** The error of a refused call with its field's problem as react-admin's form reads it. */
function withFieldErrors(error: unknown): never {
  if (error instanceof HttpError && error.status === 400) {
    const field = (error.body as { meta?: { field?: string; message?: string } } | undefined)?.meta;
    if (field?.field) {
      throw new HttpError(error.message, error.status, {
        ...(error.body as object),
        errors: { [formFieldOf(field.field)]: field.message ?? error.message },
      });
    }
  }
  throw error;
}

export async function catalogList(resource: string, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  if (resource === 'categories') {
    const q = typeof params.filter?.q === 'string' ? params.filter.q : undefined;
    return categoryChoices({ q, page, size: perPage });
  }
  if (resource === 'products') {
    const answer = await apiCall<Paged<CatalogProductRow>>('GET', '/admin/catalog/products', {
      query: productListQuery(params),
    });
    return { data: answer.items.map(productRowRecord) as never[], total: answer.total };
  }
  if (resource === 'imports') {
    const jobs = await apiCall<CatalogImportJob[]>('GET', '/admin/catalog/imports');
    return {
      data: jobs.slice((page - 1) * perPage, page * perPage) as never[],
      total: jobs.length,
    };
  }
  const jobId = Number(params.filter?.job_id);
  const answer = await apiCall<Paged<Reject>>('GET', `/admin/catalog/imports/${jobId}/rejects`, {
    query: { page, size: Math.min(perPage, 500) },
  });
  return {
    data: answer.items.map((row) => ({ ...row, id: row.line })) as never[],
    total: answer.total,
  };
}

export async function catalogOne(resource: string, params: GetOneParams) {
  if (resource === 'products') {
    const product = await apiCall<CatalogProduct>(
      'GET',
      `/admin/catalog/products/${encodeURIComponent(String(params.id))}`,
    );
    return { data: productForm(product) as never };
  }
  const job = await apiCall<CatalogImportJob>('GET', `/admin/catalog/imports/${Number(params.id)}`);
  return { data: job as never };
}

export async function catalogUpdate(resource: string, params: UpdateParams) {
  if (resource !== 'products') throw new Error(`The back office cannot change ${resource}`);
  const before = params.previousData as ProductForm;
  const body = productEditBody(params.data as ProductForm, before);
  if (Object.keys(body).length === 0) return { data: before as never };
  const product = await apiCall<CatalogProduct>(
    'PATCH',
    `/admin/catalog/products/${encodeURIComponent(String(params.id))}`,
    { body },
  ).catch(withFieldErrors);
  return { data: productForm(product) as never };
}

/** Sends a file (CSV or JSON) to the import as its raw body; answers the job (202). */
export async function catalogCreate(resource: string, params: CreateParams) {
  if (resource !== 'imports') throw new Error(`The back office cannot create ${resource}`);
  const file = (params.data as { file: File }).file;
  const format = /\.json$/i.test(file.name) ? 'json' : 'csv';
  const job = await apiCall<CatalogImportJob>('POST', '/admin/catalog/imports', {
    query: { file_name: file.name, format },
    raw: { body: file, type: format === 'json' ? 'application/json' : 'text/csv' },
  });
  return { data: job as never };
}

/** Downloads a job's rejected rows as CSV (the call needs the session, so no plain link). */
export async function downloadRejects(jobId: number): Promise<void> {
  const session = readSession();
  const response = await fetch(`/api/admin/catalog/imports/${jobId}/rejects.csv`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new HttpError('ra.notification.http_error', response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `import-${jobId}-rejected.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
