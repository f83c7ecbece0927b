import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, isImageType, MAX_IMAGE_BYTES, type SitemapSkipReason } from '@plano/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { fileSize } from '../../../lib/format.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { attachSiteMaps, type OwnerRef, uploadSiteImage } from '../api/inventory-api.ts';

/** Why a file was not attached: the server's reasons, and the page's own before or while sending. */
type SkipReason = SitemapSkipReason | 'type' | 'failed';
interface Skipped {
  name: string;
  reason: SkipReason;
  /** The site code read from the name, or the server's message of a failed upload. */
  detail?: string;
}
interface Sending {
  /** Bytes of the files sent so far, plus the share of the current one. */
  sent: number;
  total: number;
  /** 1-based number of the file on its way, and its name. */
  index: number;
  count: number;
  name: string;
}

/**
 * Upload Site Images: files go one by one (SPEC §2: a signed URL, then a PUT); progress counts bytes
 * as the browser sends them (XHR upload events), so it moves within a file, not only when one ends.
 * The images attach to sites by the code in their names, case ignored; each file that is not
 * attached is listed with its reason.
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
  const translate = useTranslateMessage();
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [report, setReport] = useState<{ attached: number; skipped: Skipped[] } | null>(null);

  const upload = async () => {
    const skipped: Skipped[] = [];
    const uploaded: { name: string; url: string }[] = [];
    const sendable = files.filter((file) => {
      if (!isImageType(file.type)) skipped.push({ name: file.name, reason: 'type' });
      else if (file.size > MAX_IMAGE_BYTES) skipped.push({ name: file.name, reason: 'too_large' });
      else return true;
      return false;
    });
    const total = sendable.reduce((sum, file) => sum + file.size, 0);
    setReport(null);
    let done = 0;
    for (const [i, file] of sendable.entries()) {
      const at = { total, index: i + 1, count: sendable.length, name: file.name };
      setSending({ ...at, sent: done });
      try {
        const url = await uploadSiteImage(file, (share) =>
          setSending({ ...at, sent: done + share * file.size }),
        );
        uploaded.push({ name: file.name, url });
      } catch (error) {
        skipped.push({
          name: file.name,
          reason: 'failed',
          detail: error instanceof ApiError ? error.message : undefined,
        });
      }
      done += file.size;
      setSending({ ...at, sent: done });
    }
    let attached = 0;
    if (uploaded.length > 0) {
      try {
        const result = await attachSiteMaps(owner, uploaded);
        attached = result.attached.length;
        skipped.push(...result.skipped.map((s) => ({ name: s.name, reason: s.reason, detail: s.site_code })));
      } catch (error) {
        const detail = error instanceof ApiError ? error.message : undefined;
        skipped.push(...uploaded.map((u) => ({ name: u.name, reason: 'failed' as const, detail })));
      }
    }
    setReport({ attached, skipped });
    setSending(null);
    setFiles([]);
    void client.invalidateQueries({ queryKey: ['owner-inventory'] });
  };

  const share = sending && sending.total > 0 ? sending.sent / sending.total : 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('images.title')} size="lg">
      <Stack>
        <FileInput
          label={t('images.files')}
          description={t('images.hint')}
          placeholder={t('images.choose')}
          leftSection={<IconUpload size={16} />}
          multiple
          accept={IMAGE_TYPES.join(',')}
          value={files}
          onChange={setFiles}
          clearable
          clearButtonProps={{ 'aria-label': t('clear') }}
          disabled={sending !== null}
        />
        {sending && (
          <Stack gap={4}>
            <Progress value={share * 100} aria-label={t('images.uploading')} />
            <Text size="xs" c="dimmed" data-testid="images-progress" aria-live="polite">
              {t('images.progress', {
                index: sending.index,
                count: sending.count,
                name: sending.name,
                sent: fileSize(sending.sent),
                total: fileSize(sending.total),
                percent: Math.round(share * 100),
              })}
            </Text>
          </Stack>
        )}
        {report && (
          <Alert color={report.skipped.length ? 'yellow' : 'green'} data-testid="images-result">
            <Text size="sm">{t('images.attached', { count: report.attached })}</Text>
            {report.skipped.length > 0 && (
              <>
                <Text size="sm" mt="xs">
                  {t('images.skippedTitle', { count: report.skipped.length })}
                </Text>
                <List size="sm" data-testid="images-skipped">
                  {report.skipped.map((s) => (
                    <List.Item key={`${s.name}-${s.reason}`}>
                      <Text span fw={600} size="sm">
                        {s.name}
                      </Text>
                      {' — '}
                      {t(`images.reason.${s.reason}`, {
                        code: s.detail ?? '',
                        detail:
                          s.reason === 'failed' && s.detail ? translate(s.detail) : t('images.noDetail'),
                      })}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={upload} disabled={files.length === 0} loading={sending !== null}>
            {t('images.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
