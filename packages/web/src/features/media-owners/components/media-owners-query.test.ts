import { describe, expect, it } from 'vitest';
import { toMediaOwnersQuery } from './media-owners-query.ts';

const EN = { yes: 'yes', no: 'no' };
const ES = { yes: 'sí', no: 'no' };
const text = (filter: string) => ({ filterType: 'text' as const, type: 'contains', filter });
const date = (type: string, dateFrom: string, dateTo?: string) => ({
  filterType: 'date' as const,
  type,
  dateFrom: `${dateFrom} 00:00:00`,
  dateTo: dateTo ? `${dateTo} 00:00:00` : null,
});

describe('toMediaOwnersQuery', () => {
  it('sends each text filter trimmed, and nothing for an empty one', () => {
    expect(
      toMediaOwnersQuery({ name: text(' Cordillera '), states: text('Aysén'), phone: text('  ') }, [], EN),
    ).toEqual({ filters: { name: 'Cordillera', states: 'Aysén' } });
  });

  it('turns the upload words the reader typed into the states they name', () => {
    expect(toMediaOwnersQuery({ inv_uploaded: text('ye') }, [], EN).filters).toEqual({
      inv_uploaded: ['yes'],
    });
    expect(toMediaOwnersQuery({ inv_uploaded: text('si') }, [], ES).filters).toEqual({
      inv_uploaded: ['yes'],
    });
    expect(toMediaOwnersQuery({ inv_uploaded: text('NO') }, [], ES).filters).toEqual({
      inv_uploaded: ['no'],
    });
    // A letter of neither word keeps no owner, as the table would show.
    expect(toMediaOwnersQuery({ inv_uploaded: text('x') }, [], EN).filters).toEqual({ inv_uploaded: [] });
  });

  it('turns the date filter into days, both ends included', () => {
    const range = (model: ReturnType<typeof date>) =>
      toMediaOwnersQuery({ inv_last_updated: model }, [], EN).filters?.inv_last_updated;
    expect(range(date('equals', '2026-03-04'))).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(range(date('lessThan', '2026-03-01'))).toEqual({ to: '2026-02-28' });
    expect(range(date('greaterThan', '2026-12-31'))).toEqual({ from: '2027-01-01' });
    expect(range(date('inRange', '2026-01-01', '2026-02-01'))).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('sorts by a data column only', () => {
    expect(toMediaOwnersQuery({}, [{ colId: 'email', sort: 'desc' }], EN)).toEqual({
      filters: {},
      sort: { column: 'email', direction: 'desc' },
    });
    expect(toMediaOwnersQuery({}, [{ colId: 'edit', sort: 'asc' }], EN)).toEqual({ filters: {} });
  });
});
