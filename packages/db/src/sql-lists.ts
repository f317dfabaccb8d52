/**
 * Conditions on lists of any length. A list written as one parameter per value (Drizzle's
 * inArray, a VALUES row per item) stops working past PostgreSQL's 65,535 parameters of a
 * statement; a list of ids built from data (every product with a review, every order of a
 * customer) has no such bound. Here the whole list travels as one array parameter.
 */
import { type Column, type SQL, sql } from 'drizzle-orm';

/** A PostgreSQL array literal of the values ('{1,2}', '{"a","b"}'). */
export function arrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((value) =>
    typeof value === 'number'
      ? String(value)
      : `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`,
  );
  return `{${items.join(',')}}`;
}

/** The type of the column's values ("serial" is integer with a default, not a type to cast to). */
function elementType(column: Column): string {
  const type = column.getSQLType();
  const serial: Record<string, string> = {
    smallserial: 'smallint',
    serial: 'integer',
    bigserial: 'bigint',
  };
  return serial[type] ?? type;
}

/** `column = ANY($1::type[])`: the column is one of the values (false for none), one parameter. */
export function anyOf(column: Column, values: readonly (string | number)[]): SQL {
  return sql`${column} = ANY(${arrayLiteral(values)}::${sql.raw(elementType(column))}[])`;
}

/** `column <> ALL($1::type[])`: the column is none of the values (true for none), one parameter. */
export function noneOf(column: Column, values: readonly (string | number)[]): SQL {
  return sql`${column} <> ALL(${arrayLiteral(values)}::${sql.raw(elementType(column))}[])`;
}
