import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@plano/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachSiteMaps, type OwnerRef, uploadSiteImage } from '../api/inventory-api.ts';

/**
 * Upload Site Images: files go one by one (signed URL, then PUT); progress is the share done. A file
 * whose URL is refused is skipped and named; the images attach to sites by the code in their names.
 */
export function SiteImagesModal({
  owner,
  opened,
  onClose,
}: {
  owner: OwnerRef;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('inventory');
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<{ attached: string[]; skipped: string[] } | null>(null);

  const upload = async () => {
    const skipped: string[] = [];
    const uploaded: { name: string; url: string }[] = [];
    setReport(null);
    setProgress(0);
    for (const [i, file] of files.entries()) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > MAX_IMAGE_BYTES) {
        skipped.push(file.name);
        continue;
      }
      try {
        uploaded.push({
          name: file.name,
          url: await uploadSiteImage(file, (share) => setProgress((i + share) / files.length)),
        });
      } catch {
        skipped.push(file.name);
      }
      setProgress((i + 1) / files.length);
    }
    let attached: string[] = [];
    if (uploaded.length > 0) {
      try {
        const result = await attachSiteMaps(owner, uploaded);
        attached = result.attached;
        skipped.push(...result.not_found, ...result.refused.map((r) => r.name));
      } catch {
        skipped.push(...uploaded.map((u) => u.name));
      }
    }
    setReport({ attached, skipped });
    setProgress(null);
    setFiles([]);
    void client.invalidateQueries({ queryKey: ['owner-inventory'] });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('images.title')} size="lg">
      <Stack>
        <FileInput
          label={t('images.files')}
          description={t('images.hint')}
          multiple
          accept={IMAGE_TYPES.join(',')}
          value={files}
          onChange={setFiles}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress * 100} aria-label={t('images.uploading')} />
            <Text size="xs" c="dimmed" data-testid="images-progress">
              {t('images.uploading')} {Math.round(progress * 100)}%
            </Text>
          </Stack>
        )}
        {report && (
          <Alert color={report.skipped.length ? 'yellow' : 'green'} data-testid="images-result">
            {t('images.attached', { count: report.attached.length })}
            {report.skipped.length > 0 && (
              <Text size="sm">{t('images.skipped', { names: report.skipped.join(', ') })}</Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={upload} disabled={files.length === 0} loading={progress !== null}>
            {t('images.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
