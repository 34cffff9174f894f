/** The business tables an expected result reads, from its SQL's schema-qualified table names. */
export function tablesRead(sql: string): string[] {
  return [...sql.matchAll(/harbour_traders\.([a-z_]+)/g)].map((match) => match[1] ?? '');
}
