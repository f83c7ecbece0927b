import type { ApiBody } from '@plano/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

/** Queues the PowerPoint job; the answer comes at once, the deck by e-mail (and the bell). */
export function useGeneratePpt(campId: string) {
  return useMutation({
    mutationFn: ({ emails, lng }: Omit<ApiBody<'/generatePlanoPPT'>, 'campId'>) =>
      callApi('/generatePlanoPPT', { campId, emails, lng }),
  });
}

/** The campaign's last deck, if any (the page's download button). */
export function useLastDeck(campId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['last-deck', campId],
    queryFn: ({ signal }) => callApi('/fetch_last_ppt', { camp_id: campId }, signal),
    enabled,
  });
}

export function useDownloadDeck() {
  return useMutation({
    mutationFn: (campId: string) => downloadFile('/download_ppt', { camp_id: campId }, `${campId}_deck.pptx`),
  });
}
