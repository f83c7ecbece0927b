import type { Database } from '@plano/server';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** How the database reads each table for a query: index scans by name, and any sequential scan. */
export async function accessPaths(database: Database, text: string, values: unknown[]): Promise<string[]> {
  const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `explain (format json) ${text}`,
    values,
  );
  const raw = row['QUERY PLAN'];
  const [{ Plan }] = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const found = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Index Name']) found.add(`${node['Node Type']} on ${node['Index Name']}`);
    else if (node['Node Type'] === 'Seq Scan') found.add(`Seq Scan on ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(Plan);
  return [...found];
}
