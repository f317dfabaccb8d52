/**
 * The dashboard (GET /api/admin/dashboard): today's orders and revenue on the shop's clock, the
 * orders waiting per status, the stock running out, the reviews waiting, and the revenue of the
 * last days as a bar chart. The chart is drawn as SVG here (no chart library): it is one series
 * of bars, and its figures are also given in words for screen readers. The API leaves out (null)
 * what the operator's roles may not see; those parts are not shown.
 */

import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DashboardDay, Dashboard as Figures } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { apiCall } from './api.ts';

const CHART_DAYS = 14;

function money(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logoutIfDenied = useLogoutIfAccessDenied();
  const [figures, setFigures] = useState<Figures | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    apiCall<Figures>('GET', '/admin/dashboard', { query: { days: CHART_DAYS } }).then(
      (answer) => current && setFigures(answer),
      async (cause: { message?: string }) => {
        // A session that ended goes back to the login page; other refusals are shown here.
        if (!(await logoutIfDenied(cause)) && current) setError(cause.message ?? '');
      },
    );
    return () => {
      current = false;
    };
  }, [logoutIfDenied]);

  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Title title={translate('shop.dashboard.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('shop.dashboard.title')}
      </Typography>
      {error !== null && (
        <Typography role="alert" color="error">
          {translate(error || 'ra.notification.http_error', { _: error })}
        </Typography>
      )}
      {figures === null ? (
        error === null && <Typography>{translate('ra.page.loading')}</Typography>
      ) : (
        <>
          {figures.today === null &&
            figures.low_stock === null &&
            figures.reviews_waiting === null && (
              <Typography>{translate('shop.dashboard.nothing_for_role')}</Typography>
            )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
            }}
          >
            {figures.today && (
              <Figure
                label={translate('shop.dashboard.today_orders')}
                value={String(figures.today.orders)}
              />
            )}
            {figures.today && (
              <Figure
                label={translate('shop.dashboard.today_revenue')}
                value={money(figures.today.revenue, locale)}
              />
            )}
            {figures.waiting_orders && (
              <Figure
                label={translate('shop.dashboard.waiting_orders')}
                value={String(figures.waiting_orders.reduce((sum, row) => sum + row.count, 0))}
              />
            )}
            {figures.reviews_waiting !== null && (
              <Figure
                label={translate('shop.dashboard.reviews_waiting')}
                value={String(figures.reviews_waiting)}
              />
            )}
          </Box>
          {figures.revenue_per_day && (
            <Card sx={{ mt: 2 }}>
              <CardContent>
                <Typography component="h2" variant="h6" id="revenue-chart-title">
                  {translate('shop.dashboard.revenue_chart', {
                    days: figures.revenue_per_day.length,
                  })}
                </Typography>
                <RevenueChart
                  days={figures.revenue_per_day}
                  locale={locale}
                  title={translate('shop.dashboard.revenue_chart', {
                    days: figures.revenue_per_day.length,
                  })}
                />
                <Typography variant="body2" color="text.secondary">
                  {translate('shop.dashboard.time_zone', { zone: figures.time_zone })}
                </Typography>
              </CardContent>
            </Card>
          )}
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
            }}
          >
            {figures.waiting_orders && <WaitingOrders rows={figures.waiting_orders} />}
            {figures.low_stock && <LowStock stock={figures.low_stock} />}
          </Box>
        </>
      )}
    </Box>
  );
}

function WaitingOrders({ rows }: { rows: NonNullable<Figures['waiting_orders']> }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('shop.dashboard.waiting_orders')}
        </Typography>
        {rows.length === 0 ? (
          <Typography>{translate('shop.dashboard.no_waiting_orders')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('shop.dashboard.status')}</TableCell>
                <TableCell align="right">{translate('shop.dashboard.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.status}>
                  <TableCell>{row.status}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function LowStock({ stock }: { stock: NonNullable<Figures['low_stock']> }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('shop.dashboard.low_stock')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('shop.dashboard.low_stock_help', {
            total: stock.total,
            threshold: stock.threshold,
          })}
        </Typography>
        {stock.items.length === 0 ? (
          <Typography>{translate('shop.dashboard.no_low_stock')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('shop.dashboard.sku')}</TableCell>
                <TableCell>{translate('shop.dashboard.product')}</TableCell>
                <TableCell align="right">{translate('shop.dashboard.qty')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stock.items.map((item) => (
                <TableRow key={item.sku}>
                  <TableCell>{item.sku}</TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell align="right">{item.qty}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-figure={label}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

const WIDTH = 700;
const HEIGHT = 220;
const AXIS = 24;

/** One bar per day, scaled to the day with the most revenue; its figures also in words. */
function RevenueChart({
  days,
  locale,
  title,
}: {
  days: DashboardDay[];
  locale: string;
  title: string;
}) {
  const translate = useTranslate();
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  const slot = WIDTH / Math.max(1, days.length);
  const summary = translate('shop.dashboard.chart_summary', {
    values: days
      .map((day) => `${dayLabel(day.date, locale)} ${money(day.revenue, locale)}`)
      .join(', '),
  });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
      role="img"
      aria-labelledby="revenue-chart-name"
      aria-describedby="revenue-chart-desc"
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <title id="revenue-chart-name">{title}</title>
      <desc id="revenue-chart-desc">{summary}</desc>
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#5f6b7a" strokeWidth={1} />
      {days.map((day, index) => {
        const height = Math.round((day.revenue / highest) * (HEIGHT - 10));
        const x = index * slot + slot * 0.15;
        return (
          <g key={day.date}>
            <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} fill="#1f6feb">
              <title>{`${dayLabel(day.date, locale)}: ${money(day.revenue, locale)}`}</title>
            </rect>
            <text
              x={x + slot * 0.35}
              y={HEIGHT + 16}
              textAnchor="middle"
              fontSize={11}
              fill="#37414d"
            >
              {dayLabel(day.date, locale)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
