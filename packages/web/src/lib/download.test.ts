// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setSessionExpiredHandler } from './api-client.ts';
import { downloadFile } from './download.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function answering(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('downloadFile', () => {
  it('saves the answer under the name the server gives, accents included', async () => {
    const fetchMock = answering(
      new Response('pptx bytes', {
        headers: { 'content-disposition': "attachment; filename*=UTF-8''Campa%C3%B1a%20Oto%C3%B1o.pptx" },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:plan');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await expect(downloadFile('/download_ppt', { camp_id: 'c1' }, 'deck.pptx')).resolves.toBe(
      'Campaña Otoño.pptx',
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download_ppt');
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("fails with the server's message, and a refused token signs the app out as any call does", async () => {
    localStorage.setItem('token', 'stale');
    const signedOut = vi.fn();
    setSessionExpiredHandler(signedOut);
    answering(
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Session expired' } }), {
        status: 401,
      }),
    );
    const error = await downloadFile('/download_ppt', { camp_id: 'c1' }, 'deck.pptx').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(signedOut).toHaveBeenCalledOnce();
    setSessionExpiredHandler(() => {});
  });
});
