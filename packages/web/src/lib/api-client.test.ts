// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client.ts';

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('callApi', () => {
  it('posts the body as JSON to /api<path>, with the query SPEC §7 writes in the URL', async () => {
    const fetchMock = answering(200, { total_count: 0, data: [] });
    await callApi('/fetch_media_owner_inventory', { limit: 20, page: 2 }, undefined, {
      query: { limit: 20, page: 2 },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/fetch_media_owner_inventory?limit=20&page=2');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ limit: 20, page: 2 });
  });

  it('sends {} for a call whose body may be left out, and answers what the server sent', async () => {
    const fetchMock = answering(200, { style_url: null });
    await expect(callApi('/fetch_map_config')).resolves.toEqual({ style_url: null });
    expect(fetchMock.mock.calls[0][1].body).toBe('{}');
  });

  it("throws the server's error with its status, code, message and fields", async () => {
    answering(400, {
      error: { code: 'validation_error', message: 'Brand is Required', fields: { brand: 'x' } },
    });
    const error = await callApi('/fetch_camp_details', { campId: 'c1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Brand is Required' });
    expect((error as ApiError).fields).toEqual({ brand: 'x' });
  });
});

// The contract at work: `tsc -p packages/web` (npm run typecheck) fails when any of these compiles,
// i.e. when the web could call a path the server does not serve or send a field it does not take.
export function contractTypeChecks() {
  // @ts-expect-error a call the server does not have
  void callApi('/no_such_call', {});
  // @ts-expect-error a field /fetch_camp_details does not take
  void callApi('/fetch_camp_details', { campId: 'c1', colour: 'red' });
  // @ts-expect-error a required field left out
  void callApi('/fetch_camp_details', {});
  // @ts-expect-error a download is not a JSON call: it goes through downloadFile
  void callApi('/download_ppt', { camp_id: 'c1' });
  return callApi('/fetch_camp_details', { campId: 'c1' }).then(
    // @ts-expect-error the answer has no such field
    (answer) => answer.campaign,
  );
}
