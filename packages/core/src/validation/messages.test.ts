import { describe, expect, it } from 'vitest';
import { formatMessage, parseMessage } from './messages.ts';

describe('messages', () => {
  it('formats the texts of SPEC §5', () => {
    expect(formatMessage('required', { field: 'Brand' })).toBe('Brand is Required');
    expect(formatMessage('invalidDate', { field: 'Start Date' })).toBe('Start Date is not Valid Date');
    expect(formatMessage('endBeforeStart')).toBe('End Date should be after Start Date');
  });

  it('parses a message back to its key and parameters', () => {
    expect(parseMessage('Campaign Name is Required')).toEqual({
      key: 'required',
      params: { field: 'Campaign Name' },
    });
    expect(parseMessage('Incorrect Email or Password')).toEqual({ key: 'incorrectCredentials', params: {} });
    expect(parseMessage('something else entirely')).toBeNull();
  });
});
