import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download.ts';

/** The campaign's plan as .xlsx, headers in the reader's language. */
export function useDownloadExcel() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (campId: string) =>
      downloadFile(
        '/getPlanoCampaignExcel',
        { campaign_id: campId, lng: i18n.language === 'es' ? 'es' : 'en' },
        `${campId}_excel.xlsx`,
      ),
  });
}
