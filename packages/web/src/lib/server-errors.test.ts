import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors } from './server-errors.ts';

function recorder() {
  const calls: [string, string | undefined][] = [];
  const setError = (name: string, error: { message?: string }) => {
    calls.push([name, error.message]);
  };
  return { calls, setError };
}

describe('applyServerErrors', () => {
  it('puts the fields of a 400 under their inputs, data.* of /update_campaign included', () => {
    const { calls, setError } = recorder();
    const error = new ApiError(400, 'bad_request', 'x', {
      'data.name': 'Campaign Name is Required',
      cities: 'Cities has an invalid option',
      body: 'Request body is empty',
    });
    expect(applyServerErrors(error, setError, ['name', 'cities'])).toBe(true);
    expect(calls).toEqual([
      ['name', 'Campaign Name is Required'],
      ['cities', 'Cities has an invalid option'],
    ]);
  });

  it('leaves other failures to the form as a whole', () => {
    const { calls, setError } = recorder();
    expect(applyServerErrors(new ApiError(404, 'not_found', 'Campaign not found'), setError, ['name'])).toBe(
      false,
    );
    expect(applyServerErrors(new ApiError(400, 'bad_request', 'x', { other: 'y' }), setError, ['name'])).toBe(
      false,
    );
    expect(applyServerErrors(new Error('offline'), setError, ['name'])).toBe(false);
    expect(calls).toEqual([]);
  });
});
