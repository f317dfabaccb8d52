/**
 * The HTML part of every mail (React Email): the shop's name as a word mark, the blocks of the
 * mail, the company details in the footer. The layout is one column of at most 600 px with
 * tables for rows (what mail clients lay out reliably), text at 16 px, no remote images (the
 * logo is text, so nothing has to be loaded or allowed), and a dark scheme for clients that
 * follow the reader's setting (`color-scheme` plus a `prefers-color-scheme` style; clients that
 * invert colours themselves get the light scheme's clear contrasts). The language of the page is
 * the mail's, so a screen reader reads it in the right voice.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, Fragment, createElement as h, type ReactNode } from 'react';
import {
  companyLines,
  type MailBlock,
  type MailBrand,
  type MailDocument,
  type MailLanguage,
} from './document.ts';

/** The shop's palette (DESIGN.md): the accent for actions, warm white, dark ink. */
const ACCENT = '#e2007a';
const INK = '#1f1d1b';
const MUTED = '#5c5750';
const PAPER = '#ffffff';
const PAGE = '#faf7f2';
const LINE = '#e6e0d6';

/**
 * Dark scheme: classes override the inline colours (with !important, as inline styles win
 * otherwise) in clients that honour `prefers-color-scheme` (Apple Mail, iOS, some others).
 */
const DARK_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .page, .page > tbody > tr > td { background-color: #121110 !important; }
  .card { background-color: #1e1c1a !important; border-color: #3a3632 !important; }
  .ink { color: #f3efe9 !important; }
  .muted { color: #c9c2b8 !important; }
  .accent { color: #ff8ac6 !important; }
  .button { background-color: #ff8ac6 !important; color: #1e1c1a !important; }
  .codebox { background-color: #2a2724 !important; border-color: #4a4540 !important; }
  .rule { border-color: #3a3632 !important; }
}
`;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  color: INK,
  margin: '0 0 16px',
};
const small: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: MUTED, margin: '0' };
const cell: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: INK, padding: '4px 0' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

/** The HTML part of a mail. */
export function renderHtml(
  doc: MailDocument,
  brand: MailBrand,
  language: MailLanguage,
): Promise<string> {
  return render(mailElement(doc, brand, language));
}

function mailElement(doc: MailDocument, brand: MailBrand, language: MailLanguage) {
  return h(
    Html,
    { lang: language, dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, doc.subject),
      h('style', null, DARK_STYLE),
    ),
    h(Preview, null, doc.preview),
    h(
      Body,
      {
        className: 'page',
        style: { backgroundColor: PAGE, fontFamily: font, margin: '0', padding: '0' },
      },
      // The page's colour sits on a table of its own too: some clients drop the body's.
      h(
        Section,
        { className: 'page', style: { backgroundColor: PAGE, padding: '24px 0' } },
        h(
          Container,
          { style: { maxWidth: '600px', padding: '0 12px' } },
          h(
            Section,
            { style: { padding: '8px 4px 16px' } },
            h(
              Link,
              {
                href: brand.shopUrl,
                className: 'accent',
                style: { color: ACCENT, fontSize: '24px', fontWeight: 700, textDecoration: 'none' },
              },
              brand.shopName,
            ),
          ),
          h(
            Section,
            {
              className: 'card',
              style: {
                backgroundColor: PAPER,
                border: `1px solid ${LINE}`,
                borderRadius: '12px',
                padding: '24px',
              },
            },
            doc.greeting ? h(Text, { className: 'ink', style: text }, doc.greeting) : null,
            ...doc.blocks.map((block, index) => blockElement(block, index)),
            doc.signoff
              ? h(
                  Text,
                  {
                    className: 'ink',
                    style: { ...text, margin: '8px 0 0', whiteSpace: 'pre-line' },
                  },
                  `${doc.signoff}\n${brand.shopName}`,
                )
              : null,
          ),
          footer(brand, language, doc.audience === 'shopper'),
        ),
      ),
    ),
  );
}

/** The shop's name and address; for a shopper's mail also the company details. */
function footer(brand: MailBrand, language: MailLanguage, withCompany: boolean) {
  return h(
    Section,
    { style: { padding: '16px 4px 0' } },
    h(
      Text,
      { className: 'muted', style: small },
      h(
        Link,
        { href: brand.shopUrl, className: 'muted', style: { color: MUTED } },
        `${brand.shopName} · ${brand.shopUrl}`,
      ),
    ),
    ...(withCompany ? companyLines(brand.company, language) : []).map((line, index) =>
      h(Text, { key: index, className: 'muted', style: small }, line),
    ),
  );
}

function blockElement(block: MailBlock, key: number): ReactNode {
  switch (block.kind) {
    case 'text':
      return h(
        Text,
        { key, className: 'ink', style: { ...text, fontWeight: block.strong ? 700 : 400 } },
        block.text,
      );
    case 'note':
      return h(
        Text,
        { key, className: 'muted', style: { ...small, margin: '0 0 16px' } },
        block.text,
      );
    case 'heading':
      return h(
        Heading,
        {
          key,
          as: 'h2',
          className: 'ink',
          style: { fontSize: '18px', lineHeight: '26px', color: INK, margin: '24px 0 8px' },
        },
        block.text,
      );
    case 'facts':
      return table(
        key,
        block.rows.map((row, index) =>
          tableRow(
            index,
            h(
              Column,
              {
                className: 'muted',
                style: { ...cell, color: MUTED, width: '45%', verticalAlign: 'top' },
              },
              row.label,
            ),
            h(
              Column,
              { className: 'ink', style: { ...cell, fontWeight: 600, wordBreak: 'break-word' } },
              row.value,
            ),
          ),
        ),
      );
    case 'items':
      return table(
        key,
        block.rows.map((row, index) =>
          tableRow(
            index,
            h(
              Column,
              { className: 'ink', style: { ...cell, width: '40px', verticalAlign: 'top' } },
              `${row.qty} x`,
            ),
            h(
              Column,
              { className: 'ink', style: { ...cell, verticalAlign: 'top' } },
              row.name,
              ...(row.details ?? []).map((detail, line) =>
                h(
                  'div',
                  {
                    key: line,
                    className: 'muted',
                    style: { fontSize: '13px', lineHeight: '20px', color: MUTED },
                  },
                  detail,
                ),
              ),
            ),
            h(
              Column,
              { className: 'ink', style: { ...amountCell, verticalAlign: 'top' } },
              row.amount ?? '',
            ),
          ),
        ),
        true,
      );
    case 'money':
      return table(
        key,
        block.rows.map((row, index) =>
          tableRow(
            index,
            h(
              Column,
              { className: 'ink', style: { ...cell, fontWeight: row.strong ? 700 : 400 } },
              row.label,
            ),
            h(
              Column,
              { className: 'ink', style: { ...amountCell, fontWeight: row.strong ? 700 : 400 } },
              row.amount,
            ),
          ),
        ),
      );
    case 'code':
      return h(
        Section,
        {
          key,
          className: 'codebox',
          style: {
            backgroundColor: PAGE,
            border: `1px solid ${LINE}`,
            borderRadius: '8px',
            padding: '12px 16px',
            margin: '0 0 16px',
          },
        },
        h(Text, { className: 'muted', style: small }, block.label),
        h(
          Text,
          {
            className: 'ink',
            style: {
              fontSize: '20px',
              lineHeight: '28px',
              fontWeight: 700,
              letterSpacing: '1px',
              color: INK,
              margin: '4px 0 0',
              fontFamily: 'Menlo, Consolas, monospace',
            },
          },
          block.value,
        ),
      );
    case 'button':
      return h(
        Section,
        { key, style: { margin: '8px 0 24px' } },
        h(
          Button,
          {
            href: block.url,
            className: 'button',
            style: {
              backgroundColor: ACCENT,
              color: '#ffffff',
              borderRadius: '8px',
              padding: '12px 20px',
              fontSize: '16px',
              fontWeight: 700,
              textDecoration: 'none',
            },
          },
          block.label,
        ),
        h(
          Text,
          { className: 'muted', style: { ...small, margin: '12px 0 0', wordBreak: 'break-all' } },
          block.url,
        ),
      );
    case 'link':
      return h(
        Text,
        { key, className: 'ink', style: text },
        `${block.text} `,
        h(
          Link,
          {
            href: block.url,
            className: 'accent',
            style: { color: ACCENT, textDecoration: 'underline' },
          },
          block.label,
        ),
      );
    case 'addresses':
      return table(key, [
        tableRow(
          0,
          ...block.items.map((item, index) =>
            h(
              Column,
              {
                key: index,
                className: 'ink',
                style: {
                  ...cell,
                  verticalAlign: 'top',
                  width: `${Math.floor(100 / block.items.length)}%`,
                  paddingRight: '12px',
                },
              },
              h(
                'div',
                { className: 'muted', style: { color: MUTED, fontSize: '13px', fontWeight: 700 } },
                item.title,
              ),
              ...item.lines.map((line, at) => h('div', { key: at }, line)),
            ),
          ),
        ),
      ]);
    case 'quote':
      return h(
        Section,
        {
          key,
          className: 'rule',
          style: {
            borderLeft: `4px solid ${ACCENT}`,
            padding: '4px 0 4px 16px',
            margin: '0 0 16px',
          },
        },
        h(
          Text,
          {
            className: 'ink',
            style: { ...text, fontStyle: 'italic', margin: '0', whiteSpace: 'pre-line' },
          },
          block.text,
        ),
        block.by
          ? h(Text, { className: 'muted', style: { ...small, margin: '4px 0 0' } }, `- ${block.by}`)
          : null,
      );
  }
}

/** Rows of a block in a table; `ruled` draws a line above and below (the order lines). */
function table(key: number, rows: ReactNode[], ruled = false) {
  return h(
    Section,
    { key, style: { margin: '0 0 16px' } },
    ruled ? h(Hr, { className: 'rule', style: { borderColor: LINE, margin: '0 0 8px' } }) : null,
    ...rows,
    ruled ? h(Hr, { className: 'rule', style: { borderColor: LINE, margin: '8px 0 0' } }) : null,
  );
}

/** One row of a table block (React Email's Row takes its columns as children). */
function tableRow(key: number, ...columns: ReactNode[]) {
  return h(Row, {
    key,
    // biome-ignore lint/correctness/noChildrenProp: Row's props type requires its children there
    children: columns.map((column, index) => h(Fragment, { key: index }, column)),
  });
}
